import { serve } from '@hono/node-server';
import { lagosToday } from '../contract/dates';
import { createApp } from './app';
import { messagingLine, messagingRoutes } from './providers/messaging/index';
import { paymentLine } from './providers/payments/real';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { backgroundJob } from './background-job';
import { seed } from './seed/index';
import { loadSandbox } from './sandbox-entry';
import { recheckRegisteredBills } from './services/bills/recheck';
import { expireLapsedHolds } from './services/booking/holds';
import { HIRE_SWEEP_SECONDS, sweepRegisteredHires } from './services/hire/sweep';
import { RESCHEDULE_SWEEP_SECONDS, sweepRegisteredReschedules } from './services/reschedule/sweep';
import { forgetStaticLists } from './services/settings/static-lists';
import { sweepRegisteredVirtualAccounts } from './services/payment/woven';
import { runRegisteredChecks } from './services/payment/checks/registry';
import { trackingSocketServer } from './services/tracking/socket-server';

/** Keeps the schedule 21 days ahead on a server that runs for days. */
const RESEED_EVERY_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  const summary = await seed(handle.db, lagosToday());
  console.log(`Database ready (${handle.driver}${config.databaseUrl ? '' : ` in ${config.dataDir}`}); seed: ${JSON.stringify(summary)}`);
  // The seed is the only writer of the lists kept in memory: after each run they are read again.
  const reseed = setInterval(() => void seed(handle.db, lagosToday())
    .then(() => forgetStaticLists(handle.db))
    .catch((e: unknown) => console.error('Reseed failed', e)), RESEED_EVERY_MS);
  reseed.unref();
  // Seats free themselves when a hold lapses; this only keeps the shown status honest (Expired).
  const sweep = setInterval(() => void expireLapsedHolds(handle.db).catch((e: unknown) => console.error('Hold sweep failed', e)), 60_000);
  sweep.unref();

  const app = await createApp({ db: handle.db, config });
  if (config.sandbox) await (await loadSandbox()).seedDev(handle.db);
  // Bill payments no request is there to settle (a pending vend, a card paid by a traveller who
  // never came back, a crash mid-way), every BILLS_RECHECK_SECONDS.
  const billsCheck = backgroundJob('Bills check', config.bills.recheckSeconds, () => recheckRegisteredBills(handle.db));
  // Unpaid hires past their expiry become 'expired' and free their vehicles (the search and the
  // request never wait for this: they ignore or release lapsed holds themselves).
  const hireSweep = backgroundJob('Hire sweep', HIRE_SWEEP_SECONDS, () => sweepRegisteredHires(handle.db));
  // Virtual accounts (/woven-pay) whose 30 minutes are over are closed at the provider, so the bank
  // refuses a late transfer (settlement refunds one that lands before this runs).
  const accountSweep = backgroundJob('Virtual account sweep', 60, () => sweepRegisteredVirtualAccounts(handle.db));
  // Unpaid reschedules past their hold are asked of their provider, then swapped (paid) or expired.
  const rescheduleSweep = backgroundJob('Reschedule sweep', RESCHEDULE_SWEEP_SECONDS, () => sweepRegisteredReschedules(handle.db));
  // The guarantee: every payment under way is asked of its provider at 1, 5 and 15 minutes, then
  // hourly for a day, and settled (services/payment/checks/). Safe in several processes at once.
  const paymentChecks = backgroundJob('Payment check', config.payments.checkEverySeconds, () => runRegisteredChecks(handle.db));
  // The live tracking socket shares the port: upgrades go through the app like any request.
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, websocket: { server: trackingSocketServer() } }, (info) => {
    console.log(`Freely is running at http://${info.address}:${info.port}`);
    console.log(`Sandboxes and message outbox (/sandbox, /api/dev): ${config.sandbox ? 'ON' : 'off'} (${config.sandboxReason})`);
    console.log(messagingLine(messagingRoutes(config.messaging, config.sandbox)));
    console.log(paymentLine(config.payments, config.sandbox));
  });

  // An idle keep-alive socket stays open 65 s, not Node's 5: a client reusing it just as the
  // server closed it got 'socket hang up' on a busy host (load balancers keep theirs 60 s).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then closing the database`);
    clearInterval(reseed);
    clearInterval(sweep);
    // A bills check, a hire, account or reschedule sweep under way finishes first (each of its steps is safe to stop between, but not mid-query).
    const background = Promise.all([billsCheck.stop(), hireSweep.stop(), accountSweep.stop(), rescheduleSweep.stop(), paymentChecks.stop()]);
    const closeDb = () => void background.then(() => handle.close()).finally(() => process.exit(0));
    server.close(closeDb);
    // Idle keep-alive sockets would hold close() open; busy ones get five seconds to finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      closeDb();
    }, 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
