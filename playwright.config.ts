import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/fixtures/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4319);
// A throw-away database per run; the config is read again by each worker, so make it once.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'freely-e2e-'));


export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e-global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers, Chromium and the server share two cores: on a busy host the longest specs (axe on
  // every dialog, a whole checkout) took 31-35 s, so 30 s failed them there; a test never waits on
  // a fixed time, so a higher ceiling costs nothing when they are quick.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording every test (screencast frames, DOM snapshots) was a quarter of the browser's CPU:
    // a trace is kept for the retry of a test that failed, which is where one is read.
    trace: 'on-first-retry',
    // A worker installs by precaching some 300 files: paid for by the specs about it or reading the
    // app through it (each says `test.use({ serviceWorkers: 'allow' })`), not by every context.
    serviceWorkers: 'block',
  },
  projects: [
    // A phone's screen, touch and user agent; drawn at one device pixel per CSS pixel, not the Pixel
    // 5's 2.75, since software rendering (no GPU here) of 7.6 times the pixels made the map specs
    // outlast their timeout on a busy host, and no spec reads the density.
    { name: 'phone', use: { ...devices['Pixel 5'], deviceScaleFactor: 1, browserName: 'chromium', viewport: { width: 360, height: 740 } } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testMatch: /shell\.spec\.ts/ },
  ],
  webServer: {
    command: 'tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every spec shares this one server and the one address 127.0.0.1, so the per-address code
    // allowance is raised here; server/services/onboarding/abuse.test.ts proves the default.
    // Likewise the unpaid holds (per address, and per contact: the specs book as the same
    // traveller), look-ups by reference and payment calls by reference;
    // server/services/booking/{hold-limits,lookups,settings}.test.ts, server/services/settings/form-limit.test.ts and
    // server/services/payment/reference-calls.test.ts prove the defaults.
    env: {
      PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent', NODE_ENV: 'test', SENDS_PER_ADDRESS_HOUR: '1000', FORMS_PER_ADDRESS_10_MINUTES: '1000',
      UNPAID_BOOKINGS_PER_ADDRESS: '10000', UNPAID_SEATS_PER_ADDRESS: '100000', UNPAID_BOOKINGS_PER_CONTACT: '10000', UNPAID_SEATS_PER_CONTACT: '100000', LOOKUPS_PER_ADDRESS_MINUTE: '10000',
      PAYMENT_CALLS_PER_ADDRESS_MINUTE: '10000', UNPAID_HIRES_PER_ADDRESS: '1000', UNPAID_HIRES_PER_CONTACT: '1000',
      // A bill to a number ending 9999 stays pending this long (30 s by default), and the background
      // check looks every 2 s (30 s by default), so the pending spec sees it resolve.
      BILLER_PENDING_SECONDS: '3', BILLS_RECHECK_SECONDS: '2',
      // One code per contact and purpose every 30 s, not 60; three specs see a Resend refused within
      // it even on a busy host (10 s was too short there), and one that resends ends the wait with
      // the sandbox's developer call (contract/calls/dev.ts endCodeWait) instead of waiting it out.
      // server/services/onboarding/otp.test.ts proves the default minute.
      OTP_RESEND_SECONDS: '30',
      // Secrets hashed at scrypt's N=1024 (the default 16384 is proved by server/auth/passwords.test.ts).
      SCRYPT_COST: '1024',
      ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
