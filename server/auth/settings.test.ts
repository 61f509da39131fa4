import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEFAULT_AUTH_SETTINGS, loadAuthSettings } from './settings';

describe('auth settings from the environment', () => {
  it('defaults: an unset environment is DEFAULT_AUTH_SETTINGS, whose security-bearing numbers are these', () => {
    expect(loadAuthSettings({})).toEqual(DEFAULT_AUTH_SETTINGS);
    // The values a careless change must not loosen: short access tokens, no trust in a forwarded address.
    expect(DEFAULT_AUTH_SETTINGS).toMatchObject({ accessTokenMinutes: 15, refreshTokenDays: 30, trustProxy: false, codeResendSeconds: 60 });
    expect(loadConfig({}).auth).toEqual(DEFAULT_AUTH_SETTINGS);
  });
  it('reads every variable', () => {
    const s = loadAuthSettings({
      JWT_SECRET: 's'.repeat(32), ACCESS_TOKEN_MINUTES: '0.5', REFRESH_TOKEN_DAYS: '7', CIPHER_ROTATE_DAYS: '1', TRUST_PROXY: '1', GOOGLE_CLIENT_ID: 'abc',
      TICKET_KEY_ROTATE_DAYS: '14', STAFF_TOKEN_HOURS: '10', SENDS_PER_ADDRESS_HOUR: '200', FORMS_PER_ADDRESS_10_MINUTES: '900', MESSAGES_PER_HOUR: '5000', OTP_RESEND_SECONDS: '10',
    });
    expect(s).toEqual({
      jwtSecret: 's'.repeat(32), accessTokenMinutes: 0.5, refreshTokenDays: 7, cipherRotateDays: 1, trustProxy: true, googleClientId: 'abc',
      ticketKeyRotateDays: 14, staffTokenHours: 10, sendsPerAddressPerHour: 200, formsPerAddress: 900, messagesPerHour: 5000, codeResendSeconds: 10,
    });
  });
  it('explains a bad value', () => {
    expect(() => loadAuthSettings({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadAuthSettings({ ACCESS_TOKEN_MINUTES: 'soon' })).toThrow(/ACCESS_TOKEN_MINUTES must be a number/);
    expect(() => loadAuthSettings({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadAuthSettings({ MESSAGES_PER_HOUR: '0' })).toThrow(/MESSAGES_PER_HOUR must be at least 1/);
    expect(() => loadAuthSettings({ SENDS_PER_ADDRESS_HOUR: '2.5' })).toThrow(/SENDS_PER_ADDRESS_HOUR must be a whole number/);
  });
});
