/**
 * One way to read a QR code from a camera frame or a photo: the browser's Barcode Detection API
 * where it reads QR codes (Chrome on Android), else the lazy library chunk (./qr-library.ts) on the
 * pixels, drawn small: a frame at most FRAME_SIDE pixels across decodes in ~10 ms here and well
 * under 100 ms on a cheap phone, and a QR shown to a camera fills much of it.
 */

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: ImageBitmapSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** Longest side of a camera frame given to the library. */
export const FRAME_SIDE = 640;
/** Longest sides a photo is tried at: a phone photo is huge, and a smaller copy also smooths blur. */
export const PHOTO_SIDES = [1024, 640] as const;

export type QrReader = {
  kind: 'native' | 'library';
  /** The first QR code's text in the source, or undefined. */
  read(source: CanvasImageSource & ImageBitmapSource, width: number, height: number, side?: number): Promise<string | undefined>;
};

let native: Promise<BarcodeDetectorLike | undefined> | undefined;
/** The browser's detector when it reads QR codes (asked once). */
export function nativeDetector(): Promise<BarcodeDetectorLike | undefined> {
  native ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return undefined;
    const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : undefined;
  })();
  return native;
}

/** The library's chunk; loaded (and so cached by the service worker) as soon as the scanner opens on a phone that needs it. */
export const loadQrLibrary = () => import('./qr-library');

let canvas: HTMLCanvasElement | OffscreenCanvas | undefined;
let context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null = null;

/** The source's pixels, scaled so its longest side is at most `side`. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number, side: number): ImageData | undefined {
  const scale = Math.min(1, side / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  if (!canvas) {
    canvas = typeof OffscreenCanvas === 'undefined' ? document.createElement('canvas') : new OffscreenCanvas(w, h);
    context = canvas.getContext('2d', { willReadFrequently: true }) as typeof context;
  }
  if (!context) return undefined;
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

/** The reader this browser uses. */
export async function qrReader(): Promise<QrReader> {
  const detector = await nativeDetector();
  if (detector) {
    return {
      kind: 'native',
      read: async (source) => (await detector.detect(source).catch(() => []))[0]?.rawValue,
    };
  }
  const { decodePixels } = await loadQrLibrary();
  return {
    kind: 'library',
    read: async (source, width, height, side = FRAME_SIDE) => {
      const pixels = pixelsOf(source, width, height, side);
      return pixels ? decodePixels(pixels) : undefined;
    },
  };
}

/** A photo's QR text ('Scan from a photo'), tried at PHOTO_SIDES in turn by the library; undefined when none is found. */
export async function readPhoto(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file);
  try {
    const reader = await qrReader();
    if (reader.kind === 'native') return await reader.read(bitmap, bitmap.width, bitmap.height);
    for (const side of PHOTO_SIDES) {
      const text = await reader.read(bitmap, bitmap.width, bitmap.height, side);
      if (text) return text;
    }
    return undefined;
  } finally {
    bitmap.close();
  }
}
