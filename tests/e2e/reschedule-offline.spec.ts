import { RESCHEDULE_MESSAGES } from '../../contract/reschedule';
import { quietPage } from '../fixtures/account-flows';
import { expect, test } from '../fixtures/network';
import { paidAhead } from '../fixtures/reschedule';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * /reschedule with no signal or a stalled link (issue 11: no wait without an end): the page says
 * rescheduling needs a connection and Find booking is off; a look-up that gets no answer ends in
 * 'No connection' with Try again. (Its own file: the link fixture's proxy is another origin than
 * the server's, so a card checkout's return would not find this tab's sessionStorage.)
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

test('offline the page says rescheduling needs a connection; a stalled look-up ends in No connection, and Try again finds it', async ({ page, request, link }) => {
  const booked = await paidAhead(request, 8);
  await page.goto('/reschedule');
  await page.getByRole('textbox', { name: 'Booking reference' }).fill(booked.ref);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(booked.phone);
  const find = page.getByRole('button', { name: 'Find booking' });
  await expect(find).toBeEnabled();

  await link.cut();
  await expect(page.getByRole('status').filter({ hasText: RESCHEDULE_MESSAGES.offline })).toBeVisible();
  await expect(find).toBeDisabled();
  await link.restore();
  await expect(find).toBeEnabled();

  await link.stall();
  await find.click();
  const noConnection = page.getByRole('alert').filter({ hasText: 'No connection' });
  // Within a read's 8 s deadline (src/api/deadlines.ts), not a spinner for ever.
  await expect(noConnection).toBeVisible({ timeout: 15_000 });
  await link.restore();
  await noConnection.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Your trip now' })).toBeVisible();
});
