import { createHash } from 'node:crypto';

const TOKEN_SPACE = 10n ** 20n;

/** The 20-digit token a prepaid meter accepts, derived from the request reference so a replay shows the same one. */
export function prepaidToken(reference: string): string {
  const hash = createHash('sha256').update(`token:${reference}`).digest('hex');
  return (BigInt(`0x${hash}`) % TOKEN_SPACE).toString().padStart(20, '0');
}
