/**
 * A fresh key for one submission (a UUID v4). `crypto.randomUUID` exists only in secure contexts,
 * so on plain http (a phone on the LAN) the same shape is built from `crypto.getRandomValues`.
 */
type RandomSource = { randomUUID?: () => string; getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> };

export function newIdempotencyKey(cryptoApi: RandomSource = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
