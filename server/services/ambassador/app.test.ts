import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as ambassadorCalls from '../../../contract/calls/ambassador';
import { SERVICE_BASE, sitePath } from '../../../contract/call';
import { createApp } from '../../app';
import { DEFAULT_AUTH_SETTINGS } from '../../auth/settings';
import { openTestDatabase } from '../../../tests/fixtures/test-db';
import type { DbHandle } from '../../db/client';

/** The service as mounted: its envelope for an unknown call, and a request log with no e-mail or code in it. */

let handle: DbHandle;
let app: Awaited<ReturnType<typeof createApp>>;
const lines: string[] = [];
beforeAll(async () => {
  handle = await openTestDatabase();
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  app = await createApp({ db: handle.db, config: { logRequests: true, staticDir: '/nonexistent', sandbox: true, auth: { ...DEFAULT_AUTH_SETTINGS } } });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

it('answers an unknown ambassador call with a 404 in the envelope', async () => {
  const res = await app.request('/api/ambassador/NoSuchCall');
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ code: '404', shortDescription: 'The ambassador service has no GET /api/ambassador/NoSuchCall call.' });
});

it('logs the pattern of a path that holds an e-mail or a code, never the e-mail or the code', async () => {
  const email = 'private.person@example.com';
  await app.request(sitePath(ambassadorCalls.lookupByEmail, { email }));
  await app.request(sitePath(ambassadorCalls.lookupByEmail, { email: 'not-an-email' }));
  await app.request(sitePath(ambassadorCalls.deleteWithOtp, { ambassadorId: 'A'.repeat(60), otp: '918273' }), { method: 'DELETE' });
  expect(lines.join('\n')).not.toMatch(/private\.person|not-an-email|918273/);
  expect(lines.filter((l) => l.includes(`${SERVICE_BASE.ambassador}${ambassadorCalls.lookupByEmail.path}`))).toHaveLength(2);
  expect(lines.some((l) => / DELETE \/api\/ambassador\/DeleteWithOTPAmbassador\/:ambassadorId\/:otp 400 /.test(l))).toBe(true);
});
