import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { logPathAs, requestLog } from './request-log';
import { SERVICE_BASE, sitePath } from '../../contract/call';
import * as ambassadorCalls from '../../contract/calls/ambassador';

describe('the request log', () => {
  it('writes a tracking link and a call with a secret in its path by their pattern, other paths as they are', async () => {
    const lines: string[] = [];
    const app = new Hono();
    app.use(requestLog((line) => lines.push(line)));
    app.get(`${SERVICE_BASE.ambassador}${ambassadorCalls.lookupByEmail.path}`, logPathAs({ service: 'ambassador', path: '/GetAmbassadorByEmail/:email' }), (c) => c.text('ok'));
    app.get('*', (c) => c.text('page'));
    await app.request('/track-bus/eyJhbGciOi.secret.sig/356938035643809');
    await app.request(sitePath(ambassadorCalls.lookupByEmail, { email: 'ada@example.com' }));
    await app.request('/Faq?ref=FRE-ABC');
    expect(lines.map((l) => l.split(' ').slice(1, 3).join(' '))).toEqual([
      'GET /track-bus/:token/:trackerId',
      'GET /api/ambassador/GetAmbassadorByEmail/:email',
      'GET /Faq',
    ]);
    expect(lines.join('\n')).not.toMatch(/secret|ada@example/);
  });
});
