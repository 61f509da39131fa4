import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from './faq';

describe('FAQ_GROUPS', () => {
  it('has the four groups in order', () => {
    expect(FAQ_GROUPS.map((g) => g.title)).toEqual(['Booking', 'Tickets', 'Payments', 'Buses']);
  });

  it('has 3 to 5 questions per group with unique ids', () => {
    for (const group of FAQ_GROUPS) {
      expect(group.items.length).toBeGreaterThanOrEqual(3);
      expect(group.items.length).toBeLessThanOrEqual(5);
      expect(new Set(group.items.map((i) => i.id)).size).toBe(group.items.length);
    }
  });
});
