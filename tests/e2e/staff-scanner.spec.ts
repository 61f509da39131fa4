import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { to12Hour } from '../../contract/dates';
import { expectNoViolations } from '../fixtures/axe';
import { manifestFor, staffSignedIn, uploadScans } from '../fixtures/boarding';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../fixtures/chromium';
import { expect, test } from '../fixtures/network';
import { writeQrPhoto, writeQrVideo } from '../fixtures/qr-images';
import { appManifest, precachedPaths, waitForServiceWorker, waitForWholeApp, type ManifestEntry } from '../fixtures/service-worker';
import { SCANNER_CODE_PATH } from '../../contract/precache-tiers';
import { httpApi, newCustomer, startSignedIn } from '../fixtures/signed-in';
import { bookingStatusOf, bookTripLeavingIn } from '../fixtures/tickets';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 19 §2-4: the staff scanner at /staff/scan. After one online visit a conductor checks
 * tickets with the network really cut (the test's proxy refuses every connection, the service
 * worker's too): the camera (Chromium's fake camera playing a real QR code) and 'Scan from a
 * photo' decode it with the library (Chromium on Linux has no BarcodeDetector), the signature is
 * verified with the saved keys, a forged ticket and a second scan are refused, and the boarding
 * log reaches the server once the signal returns, boarding the seats once.
 */

// The fake camera plays this file; each test writes its ticket into it before opening the camera.
const CAMERA_FILE = join(tmpdir(), `freely-fake-camera-${process.pid}.y4m`);
// In test workers only (the runner also loads this file, to list the tests, and runs no hook).
if (process.env.TEST_WORKER_INDEX !== undefined) writeQrVideo('NOT A TICKET', CAMERA_FILE);
test.afterAll(() => rmSync(CAMERA_FILE, { force: true }));
test.use({
  launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA_FILE}`] },
  // Granting permissions denies every other one: Background Sync must be named too.
  permissions: ['camera', 'background-sync'],
});

const photoInput = (page: Page) => page.getByLabel("Photo of a ticket's QR code");
const answer = (page: Page) => page.getByRole('region', { name: 'Answer' });

/** Of the precache's 'later' tier: how many of the scanner's own files the worker holds, and how many there are (contract/precache-tiers.ts SCANNER_CODE_PATH). */
async function scannerCached(page: Page, entries: ManifestEntry[]) {
  const scanner = entries.filter((e) => e.tier === 'later' && !e.pack && SCANNER_CODE_PATH.test(e.url)).map((e) => `/${e.url}`);
  const cached = await precachedPaths(page);
  return { scanner: scanner.filter((path) => cached.has(path)).length, scannerFiles: scanner.length };
}

/** Signs in on /login as the scanner sends a signed-out visitor there, and checks it comes back. */
async function signInFromScanner(page: Page, email: string, password: string) {
  await page.goto('/staff/scan');
  await expect(page).toHaveURL(/\/login\?next=%2Fstaff%2Fscan$/);
  await page.getByLabel('Email or Phone Number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/staff\/scan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boarding scanner' })).toBeVisible();
}

test('a signed-out visitor is sent to sign in and comes back to the scanner', async ({ page, baseURL }) => {
  const staff = await staffSignedIn(httpApi(baseURL!), 1);
  await signInFromScanner(page, staff.email, staff.password);
  await expect(page.getByText(/· Lagos \(Jibowu\)$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Bus being boarded')).toBeVisible();
});

test('a customer who is not staff is told the scanner is for staff only', async ({ page, baseURL }) => {
  const customer = await newCustomer(baseURL!);
  await startSignedIn(page, customer);
  await page.goto('/staff/scan');
  await expect(page.getByRole('alert', { name: 'Staff only' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Bus being boarded')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start camera' })).toHaveCount(0);
  await expectNoViolations(page, 'staff only');
});

test("on a slow link, one visit keeps the scanner's own code (asked for first, ahead of the rest of the app)", async ({ page, link }) => {
  test.setTimeout(120_000);
  const staff = await staffSignedIn(httpApi(test.info().project.use.baseURL!), 1);
  await link.slow();
  await signInFromScanner(page, staff.email, staff.password);
  await expect(page.getByLabel('Bus being boarded')).toBeVisible({ timeout: 60_000 });
  await waitForServiceWorker(page);
  const entries = await appManifest(page);
  const { scannerFiles } = await scannerCached(page, entries);
  await expect.poll(async () => (await scannerCached(page, entries)).scanner, { timeout: 30_000, message: "the scanner's files kept" }).toBe(scannerFiles);
});

test('with the network cut after one visit, a ticket is accepted, a forged one and a second scan refused, and the log boards the seats once when the signal returns', async ({ page, context, request, link }, testInfo) => {
  test.setTimeout(120_000);
  const server = testInfo.project.use.baseURL!;
  const reference = await bookTripLeavingIn(request, 120, [1, 2]);
  const status = await bookingStatusOf(request, reference);
  const { departureTerminalId, departureDate } = status.userData[0]!;
  const staff = await staffSignedIn(httpApi(server), departureTerminalId);
  const trip = (await manifestFor(httpApi(server), staff.token, departureDate)).trips.find((t) => t.bookings.some((b) => b.reference === reference))!;
  const signed = trip.bookings.find((b) => b.reference === reference)!.qr;
  // One changed character in the middle of the signature.
  const at = signed.length - 20;
  const forged = `${signed.slice(0, at)}${signed[at] === 'A' ? 'B' : 'A'}${signed.slice(at + 1)}`;

  // One online visit: sign in, the lists download, the whole app (the scanner's chunks too) is cached.
  await signInFromScanner(page, staff.email, staff.password);
  await expect(page.getByText(/Saved on this phone: today's passenger lists and ticket keys/)).toBeVisible({ timeout: 20_000 });
  await waitForWholeApp(page, 40_000);

  await link.cut();
  const reached = link.proxy.forwarded;
  await page.reload();
  await expect(page.getByRole('status', { name: 'No connection' })).toBeVisible();
  const bus = page.getByLabel('Bus being boarded');
  const option = bus.locator('option').filter({ hasText: `${to12Hour(trip.departureTime)} to ${trip.destination} · ${trip.plate ?? trip.vehicleName}` });
  await bus.selectOption(await option.getAttribute('value'));

  // A forged ticket first (one character of the signature changed): without the signature check it would board.
  await photoInput(page).setInputFiles(writeQrPhoto(forged, testInfo.outputPath('forged.gif')));
  await expect(page.getByRole('alert').filter({ hasText: 'REFUSED' })).toContainText('Wrong signature');
  await expectNoViolations(page, 'a ticket refused');

  // The camera sees the real ticket: accepted, with its passengers and seats.
  writeQrVideo(signed, CAMERA_FILE);
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(answer(page)).toContainText('ACCEPTED', { timeout: 10_000 });
  await expect(answer(page)).toContainText('2 passengers · Seats 1, 2');
  await expect(answer(page)).toContainText(reference);
  await expectNoViolations(page, 'a ticket accepted, the camera on');
  await page.getByRole('button', { name: 'Stop camera' }).click();

  // The same ticket again, from a photo: refused, already boarded on this phone.
  await photoInput(page).setInputFiles(writeQrPhoto(signed, testInfo.outputPath('ticket.gif')));
  await expect(page.getByRole('alert').filter({ hasText: 'REFUSED' })).toContainText('Already boarded');
  await expect(answer(page)).toContainText('on this phone');

  await expect(page.getByText('3 scans wait to be sent: they go when the signal returns.')).toBeVisible();
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);

  // The conductor closes the scanner; the signal returns: the service worker's Background Sync
  // delivers the log with no page open, and the server boards the seats, by this phone.
  await page.close();
  await link.restore();
  const boardedMark = async () => (await manifestFor(httpApi(server), staff.token, departureDate)).trips.find((t) => t.tripId === trip.tripId)!.bookings.find((b) => b.reference === reference)!.boarded;
  await expect.poll(boardedMark, { timeout: 30_000, message: 'the boarding log reached the server' }).not.toBeNull();
  const boarded = (await boardedMark())!;

  // Back on the scanner, its log knows every scan arrived (sent again, each is stored once).
  const reopened = await context.newPage();
  await reopened.goto(`/staff/scan?trip=${trip.tripId}`);
  await expect(reopened.getByText('Every scan has reached the server.')).toBeVisible({ timeout: 20_000 });
  expect(await boardedMark(), 'boarded once: the first mark stays').toEqual(boarded);
  // Another phone showing the same ticket now is reported as a conflict with this phone's scan.
  const [other] = await uploadScans(httpApi(server), staff.token, 'other-phone-1', [{ scanId: crypto.randomUUID(), reference, tripId: trip.tripId, scannedAt: new Date().toISOString(), verdict: 'accepted' }]);
  expect(other).toMatchObject({ boarding: 'conflict', firstBoarding: { deviceId: boarded.deviceId } });
});
