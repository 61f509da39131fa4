import { PHOTO_MAX_BYTES, type PHOTO_TYPES } from '../../../contract/onboarding';

type PhotoType = (typeof PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * The image type by its first bytes (GIF87a/GIF89a, PNG, JPEG), never by the name or the
 * declared type, which the sender chooses. Anything else is undefined.
 */
export function sniffImage(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return undefined;
}

/** Multipart framing around a 2 MB file stays well under this. */
export const UPLOAD_BODY_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;
