import { ONBOARDING_MESSAGES } from '../../../contract/onboarding-messages';
import type { Db } from '../../db/client';
import { RuleError } from '../../http/respond';
import type { Sandbox } from '../../sandbox-types';
import type { Messenger } from './types';

/**
 * No real SMS or e-mail provider is wired yet. Outside the sandbox, codes must not be written
 * where anyone could read them, so sending fails plainly (503) instead of pretending.
 */
export const unavailableMessenger: Messenger = {
  send() {
    return Promise.reject(new RuleError(ONBOARDING_MESSAGES.messagingDown, 503));
  },
};

/** The sandbox's outbox when the sandbox is loaded; otherwise no messenger until a provider is added. */
export const createMessenger = (db: Db, options: { sandbox?: Sandbox; now?: () => Date }): Messenger =>
  options.sandbox ? options.sandbox.messenger(db, options.now) : unavailableMessenger;
