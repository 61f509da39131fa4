// Part of `npm run bench` (issue 19 §4): the staff scanner's answer time. Books a paid ticket on a
// bus leaving in two hours, signs its terminal's new staff account in at /staff/scan, chooses the
// bus, then shows the ticket to Chromium's fake camera (a Y4M of its real QR code) and, again and
// again, as a photo. The app's User Timing entries (src/features/scanner/timing.ts) give the time
// from a decoded text to its answer on screen (signature checked with the saved keys, the boarding
// log written, the card drawn) and the library's time to decode one 640 px camera frame.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../tests/fixtures/chromium';
import { manifestFor, staffSignedIn } from '../tests/fixtures/boarding';
import { writeQrPhoto, writeQrVideo } from '../tests/fixtures/qr-images';
import { httpApi } from '../tests/fixtures/signed-in';
import { bookingStatusOf, bookTripLeavingIn } from '../tests/fixtures/tickets';

export const SCAN_GOALS = { answerMs: 300 };
/** The names of src/features/scanner/timing.ts's SCAN_TIMINGS (the app's code is not imported here: it runs in the page). */
const SCAN_TIMINGS = { answer: 'scan-to-answer', frame: 'qr-frame-decode' } as const;
const PHOTO_SCANS = 9;
const FRAMES = 8;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
};

/** Starts collecting the page's scan timings (their buffer keeps one of each: an observer sees them all). */
const watchTimings = (page: Page) =>
  page.evaluate((names) => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { scanTimings: typeof seen }).scanTimings = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (names.includes(entry.name)) (seen[entry.name] ??= []).push(entry.duration);
    }).observe({ type: 'measure' });
  }, Object.values(SCAN_TIMINGS) as string[]);
const timings = (page: Page, name: string) => page.evaluate((key) => (window as unknown as { scanTimings: Record<string, number[]> }).scanTimings[key] ?? [], name);

export async function scanToAnswer(origin: string) {
  const api = await request.newContext({ baseURL: origin });
  const reference = await bookTripLeavingIn(api, 120, [1, 2]);
  const { departureTerminalId, departureDate } = (await bookingStatusOf(api, reference)).userData[0]!;
  await api.dispose();
  const staff = await staffSignedIn(httpApi(origin), departureTerminalId);
  const trip = (await manifestFor(httpApi(origin), staff.token, departureDate)).trips.find((t) => t.bookings.some((b) => b.reference === reference))!;
  const qr = trip.bookings.find((b) => b.reference === reference)!.qr;

  const dir = mkdtempSync(join(tmpdir(), 'freely-bench-scan-'));
  const camera = writeQrVideo(qr, join(dir, 'ticket.y4m'));
  const photo = writeQrPhoto(qr, join(dir, 'ticket.gif'));
  // The whole browser: the headless shell plays no fake camera (tests/fixtures/chromium.ts).
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${camera}`] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: origin, permissions: ['camera'] });
    const page = await context.newPage();
    await page.goto('/login?next=/staff/scan');
    await page.getByLabel('Email or Phone Number').fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const bus = page.getByLabel('Bus being boarded');
    await bus.waitFor({ timeout: 30_000 });
    await page.getByText(/Saved on this phone: today's passenger lists/).waitFor({ timeout: 30_000 });
    await bus.selectOption(String(trip.tripId));
    await watchTimings(page);

    // The camera: the first decoded frame is answered (accepted), the following ones only decoded.
    await page.getByRole('button', { name: 'Start camera' }).click();
    await page.waitForFunction((n) => ((window as unknown as { scanTimings: Record<string, number[]> }).scanTimings['qr-frame-decode'] ?? []).length >= n, FRAMES, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop camera' }).click();
    const frameMs = median(await timings(page, SCAN_TIMINGS.frame));

    const measure = async (rate: number) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const before = (await timings(page, SCAN_TIMINGS.answer)).length;
      for (let i = 0; i < PHOTO_SCANS; i++) {
        await page.getByLabel("Photo of a ticket's QR code").setInputFiles(photo);
        await page.waitForFunction((n) => ((window as unknown as { scanTimings: Record<string, number[]> }).scanTimings['scan-to-answer'] ?? []).length > n, before + i, { timeout: 30_000 });
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      return median((await timings(page, SCAN_TIMINGS.answer)).slice(before));
    };
    const answerMs = await measure(1);
    const throttledMs = await measure(4);
    return { answerMs, throttledMs, frameMs, runs: PHOTO_SCANS };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
