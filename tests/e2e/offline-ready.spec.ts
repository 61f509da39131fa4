import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, linkControls, SLOW_3G, test } from '../fixtures/network';
import { openPhoneProfile } from '../fixtures/chromium';
import { bookPaidTicket } from '../fixtures/tickets';
import { waitForTier } from '../fixtures/service-worker';
import { keptDrawings } from '../fixtures/kept-drawings';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 11: on Slow 3G (400 ms, 400 kbps, the service worker's fetches included) the first visit
 * makes the shell, My tickets, booking status and the ticket work offline within 15 s, whatever
 * else is still downloading. The phone is then closed and reopened with no signal, as a traveller
 * does at the terminal. It was 91 s before, and a phone closed at 30 s opened nothing offline.
 */

const busTicket = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Bus Ticket' });

/** Deletes qr-code-styling's chunk from the precache; how many files it deleted. */
const dropQrLibrary = async () => {
  const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'))!;
  const cache = await caches.open(name);
  const gone = (await cache.keys()).filter((request) => /qr-code-styling-[\w-]+\.js/.test(request.url));
  await Promise.all(gone.map((request) => cache.delete(request)));
  return gone.length;
};

/** Notes, in the page, what a cold start showed before the app (contract/ticket-first.ts): the ticket dialog's text once it shows a QR code, My tickets' links. */
const watchTicketFirst = () => {
  new MutationObserver(() => {
    const early = document.getElementById('ticket-first');
    if (early?.querySelector('[role="img"] svg')) sessionStorage.setItem('ticket-first-seen', early.textContent ?? '');
    const links = [...(document.getElementById('tickets-first')?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    if (links.length > 0) sessionStorage.setItem('tickets-first-seen', links.join(' '));
  }).observe(document, { childList: true, subtree: true });
};

test('on Slow 3G, the first visit works offline within 15 s: reopened with no signal, home, My tickets, the booking and its QR open (from the drawing kept), and its link shows the ticket before the app runs', async ({ linkProxy, request }) => {
  test.setTimeout(120_000);
  const reference = await bookPaidTicket(request);
  const profile = mkdtempSync(join(tmpdir(), 'freely-3g-'));
  try {
    linkProxy.setMode('slow', SLOW_3G);
    let phone = await openPhoneProfile(profile, linkProxy.url);
    let page = phone.pages()[0] ?? (await phone.newPage());
    const started = Date.now();
    await page.goto(`/bookingStatus?ref=${reference}`, { timeout: 30_000 });
    await expect(page.getByText('Saved on this device · updated').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: Math.max(1, 15_000 - (Date.now() - started)) });
    const readyAfter = Date.now() - started;
    test.info().annotations.push({ type: 'offline-ready on Slow 3G', description: `${readyAfter} ms` });
    // The page draws the ticket's QR code ahead of need and keeps the drawing (src/ui/qr-drawings.ts).
    await expect.poll(() => page.evaluate(keptDrawings), { message: 'the QR drawing kept' }).toBeGreaterThan(0);
    await phone.close();

    // Reopened at the terminal with no signal at all.
    phone = await openPhoneProfile(profile, linkProxy.url);
    await phone.addInitScript(watchTicketFirst);
    await linkControls(phone, linkProxy).cut();
    const reached = linkProxy.forwarded;
    page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Even with the QR library gone from the phone, the ticket shows its code: the kept drawing, not a new one.
    expect(await page.evaluate(dropQrLibrary), 'the QR library was in the precache').toBeGreaterThan(0);
    await page.goto('/my-tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'My tickets' })).toBeVisible();
    await page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(reference) }).click();
    await expect(busTicket(page).getByRole('img', { name: /^QR code for / }).locator('svg, canvas').first()).toBeVisible();
    // Listed before the app had read the vault, each a link to its ticket.
    expect(await page.evaluate(() => sessionStorage.getItem('tickets-first-seen'))).toBe(`/bookingStatus?ref=${reference}&ticket=true`);
    // Whichever list was tapped, the app ends on the ticket's page with it open.
    await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${reference}&ticket=true$`));
    await page.goto(`/bookingStatus?ref=${reference}`);
    await expect(page.getByRole('region', { name: 'Booking summary' }).getByText(reference)).toBeVisible();

    // The ticket's link (the e-mail's, the SMS's) from a cold start: the saved ticket before the
    // app has run (contract/ticket-first.ts), then the app's own Bus Ticket in its place, one dialog.
    await page.goto(`/bookingStatus?ref=${reference}&ticket=true`);
    await expect(busTicket(page).getByRole('img', { name: `QR code for ${reference}` }).locator('svg')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking summary' })).toBeAttached();
    await expect(page.locator('#ticket-first')).toHaveCount(0);
    await expect(busTicket(page)).toHaveCount(1);
    const early = await page.evaluate(() => sessionStorage.getItem('ticket-first-seen'));
    expect(early, 'the saved ticket showed before the app').toContain(reference);
    expect(early).toMatch(/Ada Obi, Seat \d+/);
    expect(linkProxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
    await phone.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('on Slow 3G every page that needs no account follows in the background: each then opens offline, never opened before', async ({ page, link }) => {
  test.setTimeout(120_000);
  await link.slow();
  const started = Date.now();
  await page.goto('/', { timeout: 30_000 });
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 15_000 });
  // The bench times these tiers (issue 34: 15 s and 25 s); here only that they come, in this order.
  await waitForTier(page, 'public', 60_000);
  test.info().annotations.push({ type: 'pages that need no account cached on Slow 3G', description: `${Date.now() - started} ms` });
  await link.cut();
  for (const [path, heading] of [['/Faq', 'Frequently Asked Questions'], ['/Bus-Terminal', 'Bus Terminals'], ['/Luggage-Allowance', /Luggage/], ['/route-prices', /./], ['/Contact-Us', /./]] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  await expect(page.getByText('You are offline and this page is not saved on your phone yet')).toHaveCount(0);
});
