import { decodeQR } from '@paulmillr/qr/decode.js';

/**
 * The QR decoder for browsers without the Barcode Detection API (issue 19): @paulmillr/qr's reader
 * (9.7 KB gzip as built, no dependencies, maintained; jsQR is ~46 KB and unmaintained, ZXing's port ~110 KB,
 * the WebAssembly readers several hundred). A lazy chunk of the scanner only (./qr-decoder.ts).
 */
export function decodePixels(image: { width: number; height: number; data: Uint8ClampedArray }): string | undefined {
  try {
    return decodeQR({ width: image.width, height: image.height, data: image.data });
  } catch {
    // No code found in this frame (or not one it can read): the next frame may do.
    return undefined;
  }
}
