import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachedJson, noneMatch, REVALIDATE_EACH_TIME, sendCachedJson } from './cached-json';

const list = cachedJson({ code: '1', data: ['Lagos', 'Abuja'] });
const app = new Hono().get('/list', (c) => sendCachedJson(c, list));
const get = (headers: Record<string, string> = {}) => app.request('/list', { headers });

describe('cachedJson', () => {
  it('serialises once, with a strong ETag that follows the content', () => {
    expect(list.body).toBe('{"code":"1","data":["Lagos","Abuja"]}');
    expect(list.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cachedJson({ code: '1', data: ['Lagos', 'Abuja'] }).etag).toBe(list.etag);
    expect(cachedJson({ code: '1', data: ['Lagos'] }).etag).not.toBe(list.etag);
  });
});

describe('noneMatch (If-None-Match)', () => {
  it.each([
    [list.etag, true],
    [`W/${list.etag}`, true],
    [`"old", ${list.etag}`, true],
    ['*', true],
    ['"old"', false],
    [list.etag.slice(1, -1), false],
    [undefined, false],
  ])('%s matches: %s', (header, matches) => {
    expect(noneMatch(header, list.etag)).toBe(matches);
  });
});

describe('sendCachedJson', () => {
  it('answers 200 with the body, its ETag and a Cache-Control that revalidates', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('etag')).toBe(list.etag);
    expect(res.headers.get('cache-control')).toBe(REVALIDATE_EACH_TIME);
    expect(await res.text()).toBe(list.body);
  });

  it('answers 304 with no body to a client that has it, with the same headers', async () => {
    const res = await get({ 'if-none-match': list.etag });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(list.etag);
    expect(res.headers.get('cache-control')).toBe(REVALIDATE_EACH_TIME);
  });

  it('answers 200 with the new ETag to a client holding another version', async () => {
    const res = await get({ 'if-none-match': '"an-older-list"' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(list.etag);
    expect(await res.text()).toBe(list.body);
  });
});
