/**
 * A tier's files in one download (issue 34). On 3G over HTTP/1.1 a phone fetches six files at a
 * time, a round trip each: the 171 small files of the 'public' tier took 14 s on Slow 3G for 193 KB,
 * where one response of the same bytes, compressed together, takes about 4. The build writes a
 * pack per background tier (scripts/precache-tiers.ts); the service worker unpacks it into the
 * precache (sw/precache.ts) and fetches one by one only what a pack did not bring.
 *
 * Layout: a 4-byte big-endian length, that many bytes of JSON (each file's URL, content type
 * and size, in order), then the files' bytes one after another.
 */
export type PackedFile = { url: string; type: string; body: Uint8Array<ArrayBuffer> };

type PackIndex = { url: string; type: string; size: number }[];

export function packFiles(files: readonly PackedFile[]): Uint8Array {
  const index: PackIndex = files.map(({ url, type, body }) => ({ url, type, size: body.byteLength }));
  const head = new TextEncoder().encode(JSON.stringify(index));
  const out = new Uint8Array(4 + head.byteLength + index.reduce((sum, file) => sum + file.size, 0));
  new DataView(out.buffer).setUint32(0, head.byteLength);
  out.set(head, 4);
  let at = 4 + head.byteLength;
  for (const { body } of files) {
    out.set(body, at);
    at += body.byteLength;
  }
  return out;
}

/** The files of a pack; throws on a pack cut short or not a pack at all (a proxy's error page). */
export function unpackFiles(buffer: ArrayBuffer): PackedFile[] {
  const bytes = new Uint8Array(buffer);
  if (bytes.byteLength < 4) throw new Error('Not a pack: too short');
  const headLength = new DataView(buffer).getUint32(0);
  if (4 + headLength > bytes.byteLength) throw new Error('Not a pack: its index is cut short');
  const index = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headLength))) as PackIndex;
  let at = 4 + headLength;
  const files = index.map(({ url, type, size }) => {
    const body = bytes.slice(at, at + size);
    at += size;
    return { url, type, body };
  });
  if (at !== bytes.byteLength) throw new Error(`Not a pack: ${bytes.byteLength - at} bytes off`);
  return files;
}
