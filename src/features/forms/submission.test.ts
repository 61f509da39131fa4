import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { allFilled, failureMessage, submissionKey } from './submission';

describe('submissionKey', () => {
  it('reuses the key for the same body (a retry) and makes a new one when the body changed', () => {
    const first = submissionKey(null, { a: 1 });
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionKey(first, { a: 1 })).toBe(first);
    expect(submissionKey(first, { a: 2 }).key).not.toBe(first.key);
  });
});

describe('failureMessage', () => {
  it("says the offline line when the request never left, else the server's sentence", () => {
    expect(failureMessage(new ApiError('x', { offline: true }), 'offline')).toBe('offline');
    expect(failureMessage(new ApiError('All fields are required.', { status: 400 }), 'offline')).toBe('All fields are required.');
  });
});

describe('allFilled', () => {
  it('treats blanks as empty', () => {
    expect(allFilled({ a: 'x', b: ' ' }, ['a'])).toBe(true);
    expect(allFilled({ a: 'x', b: ' ' }, ['a', 'b'])).toBe(false);
  });
});
