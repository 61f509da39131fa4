import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@contract/forms';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID when the context has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'from-random-uuid', getRandomValues: (a) => a })).toBe('from-random-uuid');
  });

  it('builds a v4 UUID from getRandomValues where randomUUID is missing (insecure contexts)', () => {
    const key = newIdempotencyKey({ getRandomValues: (a) => globalThis.crypto.getRandomValues(a) });
    expect(key).toMatch(UUID_V4);
    const zeros = newIdempotencyKey({ getRandomValues: (a) => a });
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('gives a different key each time, each one the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(v.is(idempotencyKeySchema, key)).toBe(true);
  });
});
