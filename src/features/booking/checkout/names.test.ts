import { describe, expect, it } from 'vitest';
import { splitFullName, tidyName } from './names';

describe('splitFullName', () => {
  it('splits on the first space', () => {
    expect(splitFullName('Ada Obi')).toEqual({ firstName: 'Ada', lastName: 'Obi' });
    expect(splitFullName('Chidi Okafor Eze')).toEqual({ firstName: 'Chidi', lastName: 'Okafor Eze' });
  });

  it('ignores stray spaces', () => {
    expect(splitFullName('  Chidi   Okafor  Eze ')).toEqual({ firstName: 'Chidi', lastName: 'Okafor Eze' });
    expect(tidyName('  Chidi   Okafor ')).toBe('Chidi Okafor');
  });

  it('leaves the last name empty for a single name', () => {
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});
