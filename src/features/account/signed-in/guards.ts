import { redirect } from '@tanstack/react-router';
import { sessionStore } from '@/api/session';

/**
 * Route guards of spec 1 §6 (beforeLoad; the session is read before the first render, see
 * loadSession). Wallet, booking history, settings and the dashboard send a guest to /; home
 * sends a signed-in user to /dashboard.
 */
export function guestsGoHome(): void {
  if (!sessionStore.get()) throw redirect({ to: '/', replace: true });
}

export function signedInGoToDashboard(): void {
  if (sessionStore.get()) throw redirect({ to: '/dashboard', replace: true });
}
