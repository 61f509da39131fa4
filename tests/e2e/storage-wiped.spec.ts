import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { uniqueContact } from '../fixtures/holds';
import { waitForServiceWorker } from '../fixtures/service-worker';
import { bookPaidTicket } from '../fixtures/tickets';

// The phone's service worker opens My tickets with no signal after the vault went.
test.use({ serviceWorkers: 'allow' });

/**
 * Storage wiped (issue 34): Android clears a site's storage when space runs low, iOS clears script
 * storage after 7 days unused. The cookies the server set survive both: My tickets names the
 * tickets the phone lost and brings each back by reference and phone when a signal returns. The
 * confirmation SMS's link carries the phone, so it restores the ticket on a phone with nothing.
 */

/** What the phone clears: the app's databases (Android's eviction), or all it stored but its cookies (iOS). */
async function clearStorage(context: BrowserContext, page: Page, what: 'databases' | 'all but cookies') {
  const origin = new URL(page.url()).origin;
  // Off the app's pages first, so nothing holds the databases open.
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  const storageTypes = what === 'databases' ? 'indexeddb,local_storage' : 'indexeddb,local_storage,cache_storage,service_workers,file_systems,websql,storage_buckets';
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  await cdp.detach();
}

/** The phone on the vault's copy of a booking (src/offline/ticket-vault.ts). No named inner functions: tsx would wrap them in a helper the page lacks. */
const savedPhone = (reference: string) =>
  new Promise<string | undefined>((resolve) => {
    const open = indexedDB.open('freely-tickets');
    open.addEventListener('error', () => resolve(undefined));
    open.addEventListener('success', () => {
      const read = open.result.transaction('tickets').objectStore('tickets').get(reference);
      read.addEventListener('success', () => resolve(read.result?.booking?.userData?.[0]?.phoneNumber));
    });
  });

const cleared = (page: Page) => page.getByRole('status').filter({ hasText: 'Tickets cleared from this phone' });
const broughtBack = (page: Page) => page.getByRole('status').filter({ hasText: 'Ticket brought back' });
const savedTicket = (page: Page, reference: string) => page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(reference) });

test('a phone that cleared its tickets says which it lost and brings them back by reference and phone when a signal returns', async ({ page, context, link, request }) => {
  test.setTimeout(60_000);
  const contact = uniqueContact('wiped');
  const reference = await bookPaidTicket(request, contact);

  // The confirmation SMS's link, opened on the phone: the ticket is kept, the phone gone from the address.
  await page.goto(`/bookingStatus?ref=${reference}&contact=${contact.phoneNumber}`);
  await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${reference}$`));
  await waitForServiceWorker(page);

  // Android, low on space, clears the databases. The link is dead though the phone says online.
  await clearStorage(context, page, 'databases');
  link.proxy.setMode('refuse');
  await page.goto('/my-tickets');
  await expect(cleared(page)).toContainText(`This phone cleared 1 saved ticket: ${reference}.`);
  await expect(cleared(page)).toContainText('We could not bring it back yet');
  await expect(savedTicket(page, reference)).toHaveCount(0);

  // No signal at all: it waits, and says so.
  await link.cut();
  await expect(cleared(page)).toContainText('It comes back here by itself when you have a signal.');
  await expect(cleared(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The signal returns: back without a tap, and listed from the phone again.
  await link.restore();
  await expect(broughtBack(page)).toContainText(`This phone had cleared ${reference}. It is saved here again and open without signal.`);
  await expect(savedTicket(page, reference)).toBeVisible();
  // The owner view came back (the look-up went with the phone): the saved copy holds the traveller's phone again.
  expect(await page.evaluate(savedPhone, reference)).toBe(contact.phoneNumber);

  // iOS, after a week unused: everything the app stored is gone but the cookies; the next visit restores it.
  await clearStorage(context, page, 'all but cookies');
  await page.goto('/my-tickets');
  await expect(broughtBack(page)).toContainText(`This phone had cleared ${reference}.`);
  await expect(savedTicket(page, reference)).toBeVisible();
});

test('a failed restore is tried again with Try again, and a ticket this phone was never shown as its owner is not claimed', async ({ page, link, request }) => {
  const contact = uniqueContact('wiped-retry');
  const mine = await bookPaidTicket(request, contact);
  const someoneElses = await bookPaidTicket(request);
  // Someone else's reference looked up here without its phone: kept, but no cookie, nothing to restore.
  await page.goto(`/bookingStatus?ref=${someoneElses}`);
  await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
  await page.goto(`/bookingStatus?ref=${mine}&contact=${contact.phoneNumber}`);
  await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
  await waitForServiceWorker(page);

  await clearStorage(page.context(), page, 'databases');
  link.proxy.setMode('refuse');
  await page.goto('/my-tickets');
  await expect(cleared(page)).toContainText(`This phone cleared 1 saved ticket: ${mine}.`);
  const tryAgain = cleared(page).getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  // The link comes back without the phone noticing (it never said offline): Try again restores it.
  link.proxy.setMode('pass');
  await tryAgain.click();
  await expect(broughtBack(page)).toContainText(`This phone had cleared ${mine}.`);
  await expect(savedTicket(page, mine)).toBeVisible();
  await expect(savedTicket(page, someoneElses)).toHaveCount(0);
});
