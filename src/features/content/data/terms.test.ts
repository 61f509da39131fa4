import { describe, expect, it } from 'vitest';
import { TERMS_SECTIONS } from './terms';

describe('TERMS_SECTIONS', () => {
  it('has 17 sections with unique ids', () => {
    expect(TERMS_SECTIONS).toHaveLength(17);
    expect(new Set(TERMS_SECTIONS.map((s) => s.id)).size).toBe(17);
  });

  it('states the refund tiers 15/20/30/50%', () => {
    const text = TERMS_SECTIONS.flatMap((s) => s.content).join('\n');
    for (const percent of [15, 20, 30, 50]) {
      expect(text).toContain(`${percent}% admin fee`);
    }
  });
});
