import { describe, expect, it } from 'vitest';
import { encodeQR } from '@paulmillr/qr';
import { decodePixels } from './qr-library';

/** RGBA pixels of `text`'s QR code, `scale` pixels a module, as a canvas would give them. */
function pixelsOf(text: string, scale: number) {
  const modules = encodeQR(text, 'raw', { border: 4 });
  const side = modules.length * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (!modules[Math.floor(y / scale)]![Math.floor(x / scale)]) continue;
      data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { width: side, height: side, data };
}

describe('decodePixels', () => {
  it("reads a signed ticket's text (version 7, alphanumeric) from a frame", () => {
    const ticket = 'FRE-ABCD234567 K1 QZBPNSMRH5CHL4N3N3Z4KRTG2M7FN6CJX3265G5A7CVEDU3YQBU2B4KD2Q6SQZPJZACHFGCJJMLQYXDRU34DPAB536MOIBOIMKJKHLY';
    expect(decodePixels(pixelsOf(ticket, 4))).toBe(ticket);
  });

  it('answers undefined for a frame with no code in it', () => {
    expect(decodePixels({ width: 64, height: 64, data: new Uint8ClampedArray(64 * 64 * 4).fill(255) })).toBeUndefined();
  });
});
