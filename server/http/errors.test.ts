import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerError, DATABASE_REFUSED } from './errors';
import { RuleError } from './respond';

/** An app whose one route throws `error`, answered by the app's error handler. */
const throwing = (error: unknown) => new Hono().get('/x', () => { throw error; }).onError(answerError);
const answer = async (error: unknown) => {
  const res = await throwing(error).request('/x');
  return { status: res.status, connection: res.headers.get('connection'), body: (await res.json()) as unknown };
};

/** Drizzle wraps the driver's error; the SQLSTATE is on its cause. */
const dbError = (code: string) => Object.assign(new Error('Failed query: insert into …'), { cause: Object.assign(new Error('pg'), { code }) });

afterEach(() => vi.restoreAllMocks());

describe('the one error handler', () => {
  it('answers a broken rule with its status and message', async () => {
    expect(await answer(new RuleError('Seat 3 is taken.', 409))).toMatchObject({ status: 409, body: { code: '409', shortDescription: 'Seat 3 is taken.', data: null } });
  });

  it("answers Hono's exceptions below 500 with their own status in the envelope", async () => {
    expect(await answer(new HTTPException(400, { message: 'Malformed JSON in request body' }))).toMatchObject({
      status: 400,
      body: { code: '400', shortDescription: 'Malformed JSON in request body.', data: null },
    });
    expect(await answer(new HTTPException(413))).toMatchObject({ status: 413, connection: 'close', body: { code: '413', shortDescription: 'The request is too large.' } });
  });

  it.each([
    ['22021', 'The request contains characters that are not allowed.'],
    ['22P05', 'The request contains characters that are not allowed.'],
    ['22001', 'A value in the request is too long.'],
    ['22003', 'A number in the request is too large.'],
    ['54000', 'A value in the request is too long.'],
  ])('answers SQLSTATE %s (bad input the contract missed) with 400, and says so in the log', async (code, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await answer(dbError(code))).toMatchObject({ status: 400, body: { code: '400', shortDescription: message, data: null } });
    expect(String(warn.mock.calls[0]?.[0])).toContain(DATABASE_REFUSED);
  });

  it('answers anything else with 500 and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await answer(dbError('40P01'))).toMatchObject({ status: 500, body: { code: '500', shortDescription: 'Error validating your request, Please try again!' } });
    expect(await answer(new HTTPException(503))).toMatchObject({ status: 500 });
    expect(error).toHaveBeenCalledTimes(2);
  });
});
