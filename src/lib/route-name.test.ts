import { describe, expect, it } from 'vitest';
import { splitRouteName } from './route-name';

describe('splitRouteName', () => {
  it('splits at the arrow and trims', () => {
    expect(splitRouteName('Lagos (Jibowu) ==> Abuja (Utako)')).toEqual({ departure: 'Lagos (Jibowu)', arrival: 'Abuja (Utako)' });
    expect(splitRouteName('Aba==>Uyo')).toEqual({ departure: 'Aba', arrival: 'Uyo' });
  });
  it('keeps a name without an arrow whole', () => {
    expect(splitRouteName('Lagos')).toEqual({ departure: 'Lagos', arrival: '' });
  });
});
