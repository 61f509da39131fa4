import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onBothDatabases } from '../../tests/fixtures/both-databases';
import { rateLimits } from '../db/schema-accounts';
import { configureAuth } from './context';
import { clearAttempts, limitKey, recordFailure, releaseAttempt, takeAttempt, type Limit } from './rate-limit';

const MINUTE = 60_000;
const PLAIN: Limit = { max: 5, windowMs: 15 * MINUTE };
const BACKOFF: Limit = { max: 5, windowMs: 15 * MINUTE, backoff: { firstMs: MINUTE, maxMs: 8 * MINUTE } };

let serial = 0;
const freshKey = () => limitKey('test', process.pid, ++serial, Math.random());

onBothDatabases((name, database) => {
  const clock = { ms: Date.UTC(2026, 10, 23, 9) };
  const open = () => {
    const handle = database();
    if (handle) configureAuth(handle.db, {}, () => new Date(clock.ms));
    return handle;
  };

  it('1,000 takes at once: exactly the limit gets through', { timeout: 60_000 }, async (ctx) => {
    const handle = open();
    if (!handle) return ctx.skip();
    const key = freshKey();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 1000 }, () => takeAttempt(handle.db, key, PLAIN)));
    console.info(`[${name}] 1,000 concurrent takes: ${Math.round(performance.now() - started)} ms`);
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(995);
    for (const r of refused) if (!r.ok) expect(r.retryAfterMs).toBeGreaterThan(14 * MINUTE);
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(5);
  });

  it('a plain limit opens again when its window ends; a release hands one attempt back', async (ctx) => {
    const handle = open();
    if (!handle) return ctx.skip();
    const key = freshKey();
    for (let i = 0; i < 5; i++) expect((await takeAttempt(handle.db, key, PLAIN)).ok).toBe(true);
    expect((await takeAttempt(handle.db, key, PLAIN)).ok).toBe(false);
    await releaseAttempt(handle.db, key);
    expect((await takeAttempt(handle.db, key, PLAIN)).ok).toBe(true);
    expect((await takeAttempt(handle.db, key, PLAIN)).ok).toBe(false);
    clock.ms += 15 * MINUTE;
    expect((await takeAttempt(handle.db, key, PLAIN)).ok).toBe(true);
  });

  it('back-off: 5 tries, then single tries 1, 2, 4, 8, 8 minutes apart; a success starts afresh', async (ctx) => {
    const handle = open();
    if (!handle) return ctx.skip();
    const key = freshKey();
    const fail = async () => {
      const taken = await takeAttempt(handle.db, key, BACKOFF);
      if (taken.ok) await recordFailure(handle.db, key, BACKOFF);
      return taken;
    };
    for (let i = 0; i < 5; i++) expect((await fail()).ok).toBe(true);
    for (const minutes of [1, 2, 4, 8, 8]) {
      const refused = await takeAttempt(handle.db, key, BACKOFF);
      expect(refused).toEqual({ ok: false, retryAfterMs: minutes * MINUTE });
      clock.ms += minutes * MINUTE - 1000;
      expect((await takeAttempt(handle.db, key, BACKOFF)).ok).toBe(false);
      clock.ms += 1000;
      expect((await fail()).ok).toBe(true);
    }
    await clearAttempts(handle.db, key);
    for (let i = 0; i < 5; i++) expect((await fail()).ok).toBe(true);
    expect((await takeAttempt(handle.db, key, BACKOFF)).ok).toBe(false);
  });

  it('back-off strikes are forgotten a day after the last block', async (ctx) => {
    const handle = open();
    if (!handle) return ctx.skip();
    const key = freshKey();
    for (let i = 0; i < 5; i++) {
      await takeAttempt(handle.db, key, BACKOFF);
      await recordFailure(handle.db, key, BACKOFF);
    }
    clock.ms += 24 * 60 * MINUTE + MINUTE;
    for (let i = 0; i < 5; i++) expect((await takeAttempt(handle.db, key, BACKOFF)).ok).toBe(true);
  });

  it('a burst of failures blocks once, and no attempt slips through the block', { timeout: 60_000 }, async (ctx) => {
    const handle = open();
    if (!handle) return ctx.skip();
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 300 }, async () => {
        const taken = await takeAttempt(handle.db, key, BACKOFF);
        if (taken.ok) await recordFailure(handle.db, key, BACKOFF);
        return taken.ok;
      }),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.strikes).toBe(1);
    expect(row?.blockedUntil?.getTime()).toBe(clock.ms + MINUTE);
  });
});

describe('limitKey', () => {
  it('names the kind and hashes the rest, so no input can be stored or make the key long', () => {
    const key = limitKey('guess-place', 'user:ada@example.com', '10.0.0.1');
    expect(key).toMatch(/^guess-place:[\w-]{32}$/);
    expect(key).not.toContain('ada');
    expect(limitKey('x', 'a'.repeat(1_000_000))).toHaveLength(34);
    expect(limitKey('x', 'a', 'b')).not.toBe(limitKey('x', 'ab'));
  });
});
