import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { envelopeSchema, fail, isSuccess, ok, walletEnvelopeSchema, walletFail, walletOk } from './envelope';

describe('generic envelope', () => {
  it('wraps data with code 1', () => {
    expect(ok([1, 2])).toEqual({ code: '1', shortDescription: 'SUCCESS', data: [1, 2] });
    expect(isSuccess(ok(null))).toBe(true);
  });
  it('carries a failure message and no data', () => {
    expect(fail(404, 'Terminal not found.')).toEqual({ code: '404', shortDescription: 'Terminal not found.', data: null });
    expect(isSuccess(fail(400, 'x'))).toBe(false);
  });
  it('parses numeric or string codes from upstream alike', () => {
    const schema = envelopeSchema(v.array(v.number()));
    expect(v.parse(schema, { code: 1, shortDescription: null, data: [3] })).toEqual({ code: '1', shortDescription: null, data: [3] });
    expect(isSuccess(v.parse(schema, { code: '1', data: [] }))).toBe(true);
    expect(v.safeParse(schema, { code: '1', data: 'nope' }).success).toBe(false);
  });
});

describe('wallet envelope', () => {
  it('uses Status 200 and an empty Errors list on success', () => {
    expect(walletOk({ AvailableBalance: 0 })).toEqual({ description: 'Successful', Status: 200, Payload: { AvailableBalance: 0 }, Errors: [] });
  });
  it('puts the first error in the description on failure', () => {
    expect(walletFail(400, ['Pin not Match'])).toEqual({ description: 'Pin not Match', Status: 400, Payload: null, Errors: ['Pin not Match'] });
  });
  it('parses a wallet answer', () => {
    const parsed = v.parse(walletEnvelopeSchema(v.object({ HasPin: v.boolean() })), { Status: 200, Payload: { HasPin: true } });
    expect(parsed.Errors).toEqual([]);
  });
});
