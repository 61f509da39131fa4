import { SANDBOX_TERMII_PATH, type Sandbox } from '../sandbox-types';
import { inProcessDelivery, sandboxApp } from './app';
import { sandboxBiller } from './billers/biller';
import { devApp } from './dev/app';
import { seedDevInvitations } from './dev/ambassadors';
import { seedDevStaff } from './dev/staff';
import { randomBytes } from 'node:crypto';
import { startMailCatcher } from './messaging/mail-catcher';
import { termiiStandIn } from './messaging/termii';
import { accountStyleFor } from './payments/account-style';
import { sandboxProviders } from './payments/providers';
import { sandboxTelematics } from './telematics/simulator';

/** The sandbox's one entry, loaded by server/sandbox-entry.ts when config.sandbox is on. */
export const sandbox: Sandbox = {
  messaging(db, { now, request }) {
    const apiKey = `sandbox_${randomBytes(12).toString('hex')}`;
    let catcher: ReturnType<typeof startMailCatcher> | undefined;
    return {
      termiiApp: termiiStandIn(db, { apiKey, now }),
      standIns: {
        // The real adapter, pointed at the stand-in; its calls go through the server's own front door.
        termii: { apiKey, senderId: 'Freely', baseUrl: `http://sandbox.invalid${SANDBOX_TERMII_PATH}`, fetch: async (url, init) => request(new URL(url as string).pathname, init ?? {}) },
        smtpUrl: async () => (await (catcher ??= startMailCatcher(db, now))).url,
      },
    };
  },
  paymentProviders: sandboxProviders,
  biller: sandboxBiller,
  accountStyleFor,
  telematics: sandboxTelematics,
  devApp,
  seedDev: async (db) => {
    await seedDevInvitations(db, new Date());
    await seedDevStaff(db);
  },
  pagesApp: (db, settings, request) => sandboxApp(db, { settings, deliverWebhook: inProcessDelivery(request) }),
};
