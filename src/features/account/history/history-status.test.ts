import { describe, expect, it } from 'vitest';
import { historyStatusColor, historyStatusLabel } from './history-status';

describe('historyStatusLabel', () => {
  it('names the seven codes of spec 1 §4 and anything else Not-Specified', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(historyStatusLabel)).toEqual(['Pending', 'Approved', 'Cancelled', 'Created', 'Declined', 'Expired', 'Failed']);
    expect(historyStatusLabel(7)).toBe('Not-Specified');
    expect(historyStatusLabel(-1)).toBe('Not-Specified');
    expect(historyStatusLabel(1.5)).toBe('Not-Specified');
  });

  it('colours approved green, waiting amber and failures red', () => {
    expect(historyStatusColor(1)).toBe('freely');
    expect(historyStatusColor(0)).toBe('amber');
    expect(historyStatusColor(6)).toBe('red');
    expect(historyStatusColor(5)).toBe('gray');
    expect(historyStatusColor(99)).toBe('gray');
  });
});
