import { describe, expect, it } from 'vitest';
import { packFiles, unpackFiles } from './precache-pack';

const file = (url: string, type: string, text: string) => ({ url, type, body: new TextEncoder().encode(text) });

describe('a precache pack', () => {
  it('gives back each file with its type and exact bytes, binary and non-ASCII included', () => {
    const png = { url: 'icons/icon-192.png', type: 'image/png', body: new Uint8Array([137, 80, 78, 71, 0, 255, 10, 13]) };
    const files = [file('assets/Faq-1.js', 'text/javascript; charset=utf-8', 'export const naira = "₦13,000";'), png, file('assets/empty-1.css', 'text/css; charset=utf-8', '')];
    const pack = packFiles(files);
    expect(unpackFiles(pack.buffer as ArrayBuffer)).toEqual(files);
  });

  it('refuses a pack cut short, with bytes to spare, or something else', () => {
    const pack = packFiles([file('assets/a-1.js', 'text/javascript', 'export {};')]);
    expect(() => unpackFiles(pack.slice(0, pack.byteLength - 3).buffer)).toThrow(/bytes off/);
    expect(() => unpackFiles(new Uint8Array([...pack, 1]).buffer)).toThrow(/bytes off/);
    expect(() => unpackFiles(pack.slice(0, 10).buffer)).toThrow(/cut short/);
    expect(() => unpackFiles(new TextEncoder().encode('<html>captive portal</html>').buffer as ArrayBuffer)).toThrow(/Not a pack/);
  });
});
