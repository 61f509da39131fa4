import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The sandbox's tables too: they are in the migrations whether or not a build ships the sandbox.
  schema: ['./server/db/schema.ts', './server/db/schema-accounts.ts', './server/db/schema-forms.ts', './server/db/schema-wallet.ts', './server/db/schema-bills.ts', './server/db/schema-hire.ts', './server/db/schema-woven.ts', './server/db/schema-ambassador.ts', './server/db/schema-tracking.ts', './server/db/schema-reschedule.ts', './server/db/schema-boarding.ts', './server/db/schema-payment-checks.ts', './server/sandbox/schema.ts'],
  out: './server/db/migrations',
});
