import { describe, expect, it } from 'vitest';
import { formatRemaining } from './countdown';

describe('formatRemaining', () => {
  it('shows minutes and seconds', () => {
    expect(formatRemaining(30 * 60_000)).toBe('30:00');
    expect(formatRemaining(29 * 60_000 + 59_400)).toBe('30:00');
    expect(formatRemaining(61_000)).toBe('01:01');
  });

  it('stops at zero', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-5_000)).toBe('00:00');
  });

  it('adds hours when needed', () => {
    expect(formatRemaining(3_600_000 + 5_000)).toBe('1:00:05');
  });
});
