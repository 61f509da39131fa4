import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { persistedQueryCache } from '../fixtures/signed-in';
import { quietPage } from '../fixtures/account-flows';
import { expectNoViolations } from '../fixtures/axe';
import { waitForWholeApp } from '../fixtures/service-worker';
import { trackedBooking, trackingPage } from '../fixtures/tracking';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 18, live bus tracking: a ticket whose bus has left links to /track-bus/$token/$trackerId,
 * which shows the trip on the offline basemap with the bus the sandbox's simulator moves, asks
 * again every 5 minutes, and says the spec's failures; offline it shows where the bus was last
 * seen and when, with the link really cut.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

/** The value beside a label in the trip's facts. */
const fact = (page: Page, label: string) =>
  page.getByLabel('The bus and its trip').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Track Bus' });

test('a ticket whose bus has left links to its tracking page, where the bus moves and is asked for again every 5 minutes', async ({ page, request }) => {
  const { reference, link } = await trackedBooking(request, -60);
  await page.clock.install();
  await page.goto(`/bookingStatus?ref=${reference}`);
  const summary = page.getByRole('region', { name: 'Booking summary' });
  // The Bus Ticket has it too, for each leg on the road.
  await summary.getByRole('button', { name: 'Show Ticket' }).click();
  const ticket = page.getByRole('dialog', { name: 'Bus Ticket' });
  await expect(ticket.getByRole('link', { name: 'Track bus' })).toHaveAttribute('href', trackingPage(link));
  await ticket.getByRole('button', { name: 'Close' }).click();
  // My tickets (the looked-up booking is kept on the phone) links beside the ticket.
  await page.goto('/my-tickets');
  const saved = page.getByRole('list', { name: 'My tickets' }).getByRole('listitem').filter({ hasText: reference });
  await expect(saved.getByRole('link', { name: 'Track bus' })).toHaveAttribute('href', trackingPage(link));
  await page.goBack();

  await summary.getByRole('link', { name: 'Track bus' }).click();
  await expect(page).toHaveURL(new RegExp(`${trackingPage(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText('Lagos (Jibowu) → Abuja (Utako)')).toBeVisible();
  await expect(page.getByText('The bus is on its way.')).toBeVisible();
  // The offline basemap with both terminals and the bus.
  await expect(page.getByRole('img', { name: 'Lagos (Jibowu), where the bus leaves from, on the map' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Abuja (Utako), where the bus arrives, on the map' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The bus on the map' })).toBeVisible();
  await expect(fact(page, 'Speed')).toHaveText(/^\d{2} km\/h$/);
  await expect(fact(page, 'Estimated arrival')).toHaveText(/^Abuja \(Utako\), .*\d{2}:\d{2} [AP]M$/);
  const position = fact(page, 'Position');
  await expect(position).toHaveText(/^\d+\.\d{5}° N, \d+\.\d{5}° E$/);
  const first = await position.textContent();

  // Five minutes on the phone's clock: a new socket asks again, and the bus has moved on.
  await page.clock.fastForward('05:00');
  await expect.poll(() => position.textContent(), { message: 'a second position, after the 5-minute refresh' }).not.toBe(first);
  await expectNoViolations(page, 'a bus under way');
});

test('a forged or expired link says Invalid Information!, and so does a link cut short', async ({ page, request }) => {
  const { link } = await trackedBooking(request, -65);
  const [head, body, signature] = link.token.split('.');
  const forged = `${head}.${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
  await page.goto(trackingPage({ token: forged, trackerId: link.trackerId }));
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid Information!');

  // A bus that arrived yesterday: its ticket no longer links to it, and its token has expired.
  const old = await trackedBooking(request, -1440);
  await page.goto(`/bookingStatus?ref=${old.reference}`);
  await expect(page.getByRole('region', { name: 'Booking summary' }).getByRole('button', { name: 'Show Ticket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track bus' })).toHaveCount(0);
  await page.goto(trackingPage(old.link));
  await expect(page.getByRole('alert')).toHaveText('Invalid Information!');

  await page.goto(`/track-bus/${link.token.slice(0, 20)}/${link.trackerId}`);
  await expect(page.getByRole('alert')).toHaveText('Invalid Information!');
});

test("a bus whose tracker gets no fix says Can't get vehicle locatioon, over the trip it knows", async ({ page, request }) => {
  const { link } = await trackedBooking(request, -70, 'silent');
  await page.goto(trackingPage(link));
  await expect(page.getByRole('alert')).toContainText("Can't get vehicle locatioon");
  await expect(page.getByText('Lagos (Jibowu) → Abuja (Utako)')).toBeVisible();
  await expect(fact(page, 'Estimated arrival')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The bus on the map' })).toHaveCount(0);
});

test('offline, the page shows where the bus was last seen and when, with the link really cut', async ({ page, request, link: network }) => {
  const { link } = await trackedBooking(request, -75);
  await page.goto(trackingPage(link));
  const position = fact(page, 'Position');
  await expect(position).toHaveText(/° N/);
  const seen = await position.textContent();
  const taken = await fact(page, 'Position taken').textContent();
  // The whole app and the map's code on the phone, and both answers saved (the cache is written at most once a second).
  await waitForWholeApp(page);
  await expect.poll(() => persistedQueryCache(page)).toContain('["tracking","location"');
  await expect.poll(() => persistedQueryCache(page)).toContain('["tracking","trip"');

  await network.cut();
  const forwarded = network.proxy.forwarded;
  await page.reload();
  await expect(heading(page)).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'No connection' });
  // The clock time the facts show (they add the date on another day than the departure's).
  await expect(notice).toContainText(`Last known position, taken at ${taken!.slice(-8)}`);
  await expect(position).toHaveText(seen!);
  await expect(page.getByText('Lagos (Jibowu) → Abuja (Utako)')).toBeVisible();
  expect(network.proxy.forwarded, 'nothing reached the server while cut').toBe(forwarded);

  // Back online, Try again asks the bus where it is now.
  await network.restore();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('The bus is on its way.')).toBeVisible();
});

test('on a stalled link the page ends in No connection with Try again, not a spinner, and recovers', async ({ page, request, link: network }) => {
  const { reference, link } = await trackedBooking(request, -80);
  await page.goto(`/bookingStatus?ref=${reference}`);
  await expect(page.getByRole('link', { name: 'Track bus' })).toBeVisible();
  await waitForWholeApp(page);

  await network.stall();
  await page.getByRole('region', { name: 'Booking summary' }).getByRole('link', { name: 'Track bus' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-bus/[\\w.-]+/${link.trackerId}$`));
  await expect(page.getByText('Fetching Bus Location...')).toBeVisible();
  const noConnection = page.getByRole('alert').filter({ hasText: 'No connection' });
  // Within a read's 8 s deadline (src/api/deadlines.ts).
  await expect(noConnection).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Fetching Bus Location...')).toHaveCount(0);

  await network.restore();
  await noConnection.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The bus is on its way.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The bus on the map' })).toBeVisible();
});
