import { describe, expect, it } from 'vitest';
import { ApiError, noConnectionError } from '@/api/api-error';
import { ServiceTokenError } from '@/entities/service-token/token-cache';
import { isWalletAbsent } from './wallet-absent';

describe('isWalletAbsent', () => {
  it("reads 400, 401 and 'Wallet {email} does not exist' as no wallet yet", () => {
    expect(isWalletAbsent(new ApiError('Wallet ada@example.com does not exist', { status: 400 }))).toBe(true);
    expect(isWalletAbsent(new ApiError('Unauthorized', { status: 401 }))).toBe(true);
    expect(isWalletAbsent(new ApiError('Wallet ada@example.com does not exist', { status: 404 }))).toBe(true);
  });

  it('not a server fault, no answer, or a token that could not be had', () => {
    expect(isWalletAbsent(new ApiError('Something broke', { status: 500 }))).toBe(false);
    expect(isWalletAbsent(noConnectionError())).toBe(false);
    expect(isWalletAbsent(new ServiceTokenError('Session Expired, Please log in', { status: 401 }))).toBe(false);
    expect(isWalletAbsent(new Error('boom'))).toBe(false);
  });
});
