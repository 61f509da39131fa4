import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineCall } from '../../contract/call';
import { envelopeSchema } from '../../contract/envelope';
import { mount } from './mount';
import { sendOk } from './respond';

const rename = defineCall({
  service: 'settings',
  method: 'POST',
  path: '/things/:id',
  params: v.object({ id: v.pipe(v.string(), v.transform(Number), v.integer('A thing is named by its number.')) }),
  query: v.object({ dryRun: v.optional(v.picklist(['yes', 'no'], 'dryRun is yes or no.'), 'no') }),
  headers: v.object({ 'idempotency-key': v.pipe(v.string(), v.minLength(4, 'The Idempotency-Key is too short.')) }),
  body: v.object({ name: v.pipe(v.string('A name is required.'), v.trim(), v.minLength(1, 'A name is required.')) }),
  response: envelopeSchema(v.unknown()),
});

function app(seen: string[] = []) {
  const before: MiddlewareHandler = async (_c, next) => {
    seen.push('middleware');
    await next();
  };
  return mount(new Hono(), rename, before, (c, request) => sendOk(c, request));
}

const send = (path: string, body: unknown, headers: Record<string, string> = { 'Idempotency-Key': 'abcd' }) =>
  app().request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('mount', () => {
  it('hands the handler the parsed parameters, query, headers and body', async () => {
    const res = await send('/things/42?dryRun=yes', { name: '  Ada  ' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ params: { id: 42 }, query: { dryRun: 'yes' }, headers: { 'idempotency-key': 'abcd' }, body: { name: 'Ada' } });
  });

  it.each([
    ['a bad parameter', '/things/x', { name: 'Ada' }, undefined, 'A thing is named by its number.'],
    ['a bad query', '/things/1?dryRun=maybe', { name: 'Ada' }, undefined, 'dryRun is yes or no.'],
    ['a bad header', '/things/1', { name: 'Ada' }, { 'Idempotency-Key': 'ab' }, 'The Idempotency-Key is too short.'],
    ['a bad body', '/things/1', { name: ' ' }, undefined, 'A name is required.'],
  ])('answers %s with 400 in the envelope and its plain message', async (_, path, body, headers, message) => {
    const res = await send(path, body, headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: '400', shortDescription: message, data: null });
  });

  it('runs the given middleware before validation, and only on its own method and path', async () => {
    const seen: string[] = [];
    const res = await app(seen).request('/things/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect(seen).toEqual(['middleware']);
    expect((await app().request('/things/1', { method: 'GET' })).status).toBe(404);
  });
});
