import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { decode, sign } from 'hono/jwt';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../tests/fixtures/test-db';
import type { DbHandle } from '../db/client';
import { customers, serverKeys } from '../db/schema-accounts';
import { configureAuth } from './context';
import { issueRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-tokens';
import { optionalCustomer, requireCustomer } from './require-customer';
import { issueAccessToken, verifyAccessToken } from './tokens';

let handle: DbHandle;
const clock = { ms: Date.UTC(2026, 10, 23, 9) };
let customerId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  configureAuth(handle.db, { accessTokenMinutes: 1 }, () => new Date(clock.ms));
  const [row] = await handle.db.insert(customers).values({ phone: '+2348030000001', referralCode: 'AUTHTEST' }).returning();
  customerId = row!.id;
});
afterAll(() => handle.close());

describe('access tokens', () => {
  it('are signed with a secret generated once and kept in server_keys', async () => {
    const { token, expiresInSeconds } = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer', sid: 'fam' });
    expect(expiresInSeconds).toBe(60);
    const [row] = await handle.db.select().from(serverKeys).where(eq(serverKeys.kind, 'jwt-hs256'));
    expect(row?.secret.length).toBeGreaterThanOrEqual(64);
    expect(await verifyAccessToken(handle.db, token)).toMatchObject({ sub: String(customerId), role: 'Customer', sid: 'fam' });
    const again = await issueAccessToken(handle.db, { sub: 'x', role: 'Guest' });
    expect(decode(again.token).payload.role).toBe('Guest');
    expect((await handle.db.select().from(serverKeys).where(eq(serverKeys.kind, 'jwt-hs256'))).length).toBe(1);
  });

  it('honour ACCESS_TOKEN_MINUTES on the accounts clock; the refresh call may read an expired one', async () => {
    const { token } = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer' });
    clock.ms += 61_000;
    expect(await verifyAccessToken(handle.db, token)).toBeNull();
    expect(await verifyAccessToken(handle.db, token, { allowExpired: true })).toMatchObject({ sub: String(customerId) });
  });

  it('refuse alg none, other secrets and garbage', async () => {
    const { token } = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer' });
    const [h, p] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect(h).toBeTruthy();
    expect(await verifyAccessToken(handle.db, none)).toBeNull();
    const other = await sign(decode(token).payload, 'x'.repeat(40), 'HS256');
    expect(await verifyAccessToken(handle.db, other)).toBeNull();
    expect(await verifyAccessToken(handle.db, 'garbage')).toBeNull();
  });
});

describe('requireCustomer and optionalCustomer', () => {
  const app = () =>
    new Hono()
      .get('/mine', requireCustomer(handle.db), (c) => c.json(c.get('customer')))
      .get('/maybe', optionalCustomer(handle.db), (c) => c.json({ customer: c.get('customer') ?? null }));

  it('put the customer on the context, fresh from the database', async () => {
    const { familyId } = await issueRefreshToken(handle.db, customerId);
    const { token } = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer', sid: familyId });
    const res = await app().request('/mine', { headers: { Authorization: `Bearer ${token}` } });
    expect(await res.json()).toEqual({ customerId, email: '', phone: '+2348030000001', sessionId: familyId });
  });

  it('refuse a token whose sign-in has ended (revoked family), or that names no sign-in or another customer\'s', async () => {
    const { familyId } = await issueRefreshToken(handle.db, customerId);
    const { token } = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer', sid: familyId });
    const headers = { Authorization: `Bearer ${token}` };
    expect((await app().request('/mine', { headers })).status).toBe(200);
    await revokeFamily(handle.db, familyId);
    expect((await app().request('/mine', { headers })).status).toBe(401);
    const noSid = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer' });
    expect((await app().request('/mine', { headers: { Authorization: `Bearer ${noSid.token}` } })).status).toBe(401);
    const [other] = await handle.db.insert(customers).values({ phone: '+2348030000002', referralCode: 'AUTHTST2' }).returning();
    const theirs = await issueRefreshToken(handle.db, other!.id);
    const borrowed = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer', sid: theirs.familyId });
    expect((await app().request('/mine', { headers: { Authorization: `Bearer ${borrowed.token}` } })).status).toBe(401);
  });

  it('answer 401 in the envelope for no token, a guest token, or a deleted account', async () => {
    const guest = await issueAccessToken(handle.db, { sub: 'guest:1', role: 'Guest' });
    const ghost = await issueAccessToken(handle.db, { sub: '999999', role: 'Customer' });
    const cases: Record<string, string>[] = [{}, { Authorization: `Bearer ${guest.token}` }, { Authorization: `Bearer ${ghost.token}` }];
    for (const headers of cases) {
      const res = await app().request('/mine', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/Bearer/);
      expect(await res.json()).toEqual({ code: '401', shortDescription: 'Session Expired, Please log in', data: null });
    }
  });

  it('optionalCustomer lets guests through but not a bad customer token', async () => {
    const guest = await issueAccessToken(handle.db, { sub: 'guest:1', role: 'Guest' });
    expect(await (await app().request('/maybe')).json()).toEqual({ customer: null });
    expect(await (await app().request('/maybe', { headers: { Authorization: `Bearer ${guest.token}` } })).json()).toEqual({ customer: null });
    expect((await app().request('/maybe', { headers: { Authorization: 'Bearer broken' } })).status).toBe(401);
    const { familyId } = await issueRefreshToken(handle.db, customerId);
    const { token } = await issueAccessToken(handle.db, { sub: String(customerId), role: 'Customer', sid: familyId });
    expect(await (await app().request('/maybe', { headers: { Authorization: `Bearer ${token}` } })).json()).toMatchObject({ customer: { customerId } });
  });
});

describe('refresh tokens', () => {
  it('rotate once; a second use revokes the family', async () => {
    const first = await issueRefreshToken(handle.db, customerId);
    const next = await rotateRefreshToken(handle.db, first.token);
    expect(next).toMatchObject({ ok: true, customerId, familyId: first.familyId });
    expect(await rotateRefreshToken(handle.db, first.token)).toEqual({ ok: false, reason: 'reused' });
    if (!next.ok) throw new Error('unreachable');
    expect(await rotateRefreshToken(handle.db, next.refreshToken)).toEqual({ ok: false, reason: 'revoked' });
  });
  it('two simultaneous uses: exactly one succeeds', async () => {
    const first = await issueRefreshToken(handle.db, customerId);
    const results = await Promise.all([rotateRefreshToken(handle.db, first.token), rotateRefreshToken(handle.db, first.token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
