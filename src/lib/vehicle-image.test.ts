import { describe, expect, it } from 'vitest';
import { vehicleImage } from './vehicle-image';

describe('vehicleImage', () => {
  it('maps each known model, ignoring case and spaces', () => {
    expect(vehicleImage('Hiace')).toBe('/vehicles/hiace.svg');
    expect(vehicleImage(' HIACE X ')).toBe('/vehicles/hiace-x.svg');
    expect(vehicleImage('GIGM PRO')).toBe('/vehicles/gigm-pro.svg');
    expect(vehicleImage('Toyota (Sienna)')).toBe('/vehicles/sienna.svg');
  });
  it('falls back to the default bus', () => {
    expect(vehicleImage('Coaster')).toBe('/vehicles/default.svg');
  });
});
