import { SESSION_TOKEN_LENGTH } from '@contract/maps';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A place-search session's token (spec 2 §7.4, §9: random, 15 letters and digits). One per search
 * session: the suggestions as the traveller types, then the details of the one chosen.
 */
export function newSessionToken(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // 248 is the largest multiple of 62 below 256: bytes above it are drawn again, so every symbol is as likely.
  let token = '';
  while (token.length < SESSION_TOKEN_LENGTH) {
    for (const byte of random(new Uint8Array(SESSION_TOKEN_LENGTH))) {
      if (byte < 248 && token.length < SESSION_TOKEN_LENGTH) token += ALPHABET[byte % ALPHABET.length];
    }
  }
  return token;
}
