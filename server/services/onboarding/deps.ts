import type { Messenger } from '../../providers/messaging/types';

export type OnboardingDeps = {
  /** SMS and e-mail (the sandbox outbox by default). */
  messenger: Messenger;
  /** Google's token check goes through this (tests pass a fake). */
  fetch?: typeof fetch;
  /** PUBLIC_URL: an https one makes the session cookies Secure behind any proxy. */
  publicUrl?: string;
};
