import type { Context, Hono } from 'hono';
import type { Db } from './db/client';
import type { Biller } from './providers/billers/types';
import type { MessagingStandIns } from './providers/messaging/index';
import type { ProviderFactory } from './providers/payments/registry';
import type { PaymentSettings } from './providers/payments/settings';
import type { AccountStyle } from './providers/payments/types';
import type { Telematics } from './providers/telematics/types';

/** Where the sandbox's Termii answers (server/app.ts mounts it there). */
export const SANDBOX_TERMII_PATH = '/sandbox/termii';

/**
 * What the sandbox (server/sandbox/, see its README) offers the server: every payment provider
 * played locally with its pages, the biller, the vehicle simulator, the message outbox and the
 * /api/dev fixtures.
 */
export type Sandbox = {
  /**
   * Termii's API (`termiiApp`, mounted at /sandbox/termii and reached in-process through `request`)
   * and a loopback SMTP server, both keeping what they take in the outbox instead of sending it.
   */
  messaging(db: Db, options: { now: () => Date; request: (path: string, init: RequestInit) => Response | Promise<Response> }): { standIns: MessagingStandIns; termiiApp: Hono };
  paymentProviders(db: Db, settings: PaymentSettings): ProviderFactory;
  /** The biller aggregator for bills: a vend to a number ending 9999 stays pending for `pendingMs`. */
  biller(db: Db, options: { pendingMs: number; now?: () => Date }): Biller;
  /** The bank-transfer account style one request asks for (undefined: the configured one); throws a 400 RuleError for a bad value. */
  accountStyleFor(c: Context): AccountStyle | undefined;
  /** The vehicle simulator live tracking locates buses with (server/sandbox/telematics/). */
  telematics(db: Db): Telematics;
  /** The /api/dev tools (contract/calls/dev.ts). */
  devApp(db: Db): Hono;
  /** Development data of the sandbox's own (the ambassador upgrade invitations), made at start-up. */
  seedDev(db: Db): Promise<void>;
  /** The providers' hosted pages; their webhooks go through `request`, the app's own front door. */
  pagesApp(db: Db, settings: PaymentSettings, request: (path: string, init: RequestInit) => Response | Promise<Response>): Hono;
};
