import { afterEach, describe, expect, it } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { sessionStore, type Session } from '@/api/session';
import { guestsGoHome, signedInGoToDashboard } from './guards';

const session = { token: 't', refreshToken: 'r', user: { firstName: 'Ada' } } as unknown as Session;

const thrown = (guard: () => void) => {
  try {
    guard();
    return undefined;
  } catch (error) {
    return error;
  }
};

afterEach(async () => {
  // No IndexedDB under Node: the in-memory session is what the guards read.
  await sessionStore.clear().catch(() => undefined);
});

describe('guards', () => {
  it('sends a guest from the signed-in pages to /, and lets home be', () => {
    const away = thrown(guestsGoHome);
    expect(isRedirect(away)).toBe(true);
    expect((away as { options: { to: string } }).options.to).toBe('/');
    expect(thrown(signedInGoToDashboard)).toBeUndefined();
  });

  it('sends a signed-in user from home to /dashboard, and lets the signed-in pages be', async () => {
    await sessionStore.set(session).catch(() => undefined);
    const away = thrown(signedInGoToDashboard);
    expect(isRedirect(away)).toBe(true);
    expect((away as { options: { to: string } }).options.to).toBe('/dashboard');
    expect(thrown(guestsGoHome)).toBeUndefined();
  });
});
