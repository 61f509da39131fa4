import type { Sandbox } from '../sandbox-types';
import { inProcessDelivery, sandboxApp } from './app';
import { sandboxBiller } from './billers/biller';
import { devApp } from './dev/app';
import { seedDevInvitations } from './dev/ambassadors';
import { seedDevStaff } from './dev/staff';
import { outboxMessenger } from './messaging/outbox';
import { accountStyleFor } from './payments/account-style';
import { sandboxProviders } from './payments/providers';
import { sandboxTelematics } from './telematics/simulator';

/** The sandbox's one entry, loaded by server/sandbox-entry.ts when config.sandbox is on. */
export const sandbox: Sandbox = {
  messenger: outboxMessenger,
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
