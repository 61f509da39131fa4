import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sessionTokenSchema } from '@contract/maps';
import { newSessionToken } from './session-token';

describe('place-search session tokens', () => {
  it('are 15 letters and digits, as the maps service checks them, and differ each time', () => {
    const tokens = Array.from({ length: 50 }, () => newSessionToken());
    for (const token of tokens) expect(v.safeParse(sessionTokenSchema, token).success, token).toBe(true);
    expect(new Set(tokens).size).toBe(50);
  });

  it('draws again for bytes that would favour some symbols', () => {
    let call = 0;
    const token = newSessionToken((bytes) => {
      call++;
      bytes.fill(call === 1 ? 255 : 1);
      return bytes;
    });
    expect(token).toBe('B'.repeat(15));
    expect(call).toBe(2);
  });
});
