// Part of `npm run bench` (issue 34): a saved ticket's QR code from a cold start. The phone visited
// the ticket online once; then a new browser process opens on the same profile with no network at
// all (the proxy refuses every connection, the service worker's included) and the ticket is opened
// by My tickets (the list, then a tap on it, whichever list shows) and by the e-mail's deep link /bookingStatus?ref=…&ticket=true.
// Times, in the page, from the navigation's start to the first frame after the QR code is drawn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type BrowserContext, type Page } from '@playwright/test';
import { openPhoneProfile } from '../tests/fixtures/chromium';
import { startNetworkProxy } from '../tests/fixtures/network-proxy';
import { waitForTier } from '../tests/fixtures/service-worker';
import { bookPaidTicket } from '../tests/fixtures/tickets';

export const COLD_TICKET_GOALS = { medianMs: 1_000, throttledMs: 1_500 };
const RUNS = 3;

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

/**
 * Installed before any script of the page: notes when a saved ticket's link is in the list and
 * when a QR code is drawn (its svg with its modules, or a canvas), at the next frame, in ms since
 * the navigation started. No named inner functions: tsx would wrap them in a helper the page lacks.
 */
const WATCH = `(() => {
  let listed, drawn;
  window.__coldList = new Promise((resolve) => (listed = resolve));
  window.__coldQr = new Promise((resolve) => (drawn = resolve));
  let seenList = false, seenQr = false;
  new MutationObserver(() => {
    if (!seenList && document.querySelector('a[href*="bookingStatus?ref="]')) {
      seenList = true;
      listed(performance.now());
    }
    const qr = document.querySelector('[role="dialog"] [role="img"] svg, [role="dialog"] [role="img"] canvas');
    if (!seenQr && qr && (qr.tagName.toLowerCase() === 'canvas' || qr.querySelectorAll('rect, path, circle').length >= 10)) {
      seenQr = true;
      requestAnimationFrame(() => drawn(performance.now()));
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** Waits in the page, without polling it (polling costs the page CPU, which is what is measured). */
const listShown = (page: Page) => page.evaluate(() => (window as unknown as { __coldList: Promise<number> }).__coldList);
/** When the QR code was drawn, in epoch ms, in whichever document shows it (asked again after a navigation). */
async function qrDrawnAt(page: Page): Promise<number> {
  for (;;) {
    try {
      return await page.evaluate(() => (window as unknown as { __coldQr: Promise<number> }).__coldQr.then((t) => performance.timeOrigin + t));
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

async function openPhone(profile: string, baseURL: string): Promise<BrowserContext> {
  const phone = await openPhoneProfile(profile, baseURL);
  await phone.addInitScript(WATCH);
  return phone;
}

/** One cold start: a new browser process, no network, CPU slowed `rate` times; ms to the QR code. */
async function coldOpen(profile: string, baseURL: string, reference: string, by: 'list' | 'link', rate: number): Promise<number> {
  const phone = await openPhone(profile, baseURL);
  try {
    const page = phone.pages()[0] ?? (await phone.newPage());
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (by === 'link') {
      await page.goto(`/bookingStatus?ref=${reference}&ticket=true`, { waitUntil: 'commit' });
      return (await qrDrawnAt(page)) - (await page.evaluate(() => performance.timeOrigin));
    }
    await page.goto('/my-tickets', { waitUntil: 'commit' });
    const listed = await listShown(page);
    const link = page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(reference) });
    // In epoch ms: the tap may open the ticket in this page (the app's list) or load the ticket's
    // page (the list the page shows before the app has run, contract/ticket-first.ts).
    const tapped = await link.evaluate((a: HTMLAnchorElement) => {
      const at = performance.timeOrigin + performance.now();
      a.click();
      return at;
    });
    // The list's time to show, and the tap's to the QR code (the bench's own round trips to the page left out).
    const drawnAt = await qrDrawnAt(page);
    // BENCH_DEBUG=1 splits each run: the tap waits on the main thread while the app's scripts run.
    if (process.env.BENCH_DEBUG) console.log(`  cold My tickets at ${rate}× CPU: listed ${Math.round(listed)} ms, tap to QR ${Math.round(drawnAt - tapped)} ms`);
    return listed + (drawnAt - tapped);
  } finally {
    await phone.close();
  }
}

export async function coldTicket(origin: string) {
  const api = await request.newContext({ baseURL: origin });
  const reference = await bookPaidTicket(api);
  await api.dispose();
  const proxy = await startNetworkProxy(origin);
  const profile = mkdtempSync(join(tmpdir(), 'freely-cold-'));
  try {
    // One online visit saves the ticket and installs the app.
    const phone = await openPhone(profile, proxy.url);
    const page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto(`/bookingStatus?ref=${reference}`);
    await page.getByText('Saved on this device').first().waitFor();
    await waitForTier(page, 'now', 30_000);
    await phone.close();

    proxy.setMode('refuse');
    const runs = async (by: 'list' | 'link', rate: number) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await coldOpen(profile, proxy.url, reference, by, rate));
      return times.map(Math.round);
    };
    const list = await runs('list', 1);
    const link = await runs('link', 1);
    const listSlow = await runs('list', 4);
    const linkSlow = await runs('link', 4);
    return { runs: RUNS, list, link, listSlow, linkSlow, median: { list: median(list), link: median(link), listSlow: median(listSlow), linkSlow: median(linkSlow) } };
  } finally {
    await proxy.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
