// Part of `npm run bench` (issue 4 §6): how long a saved ticket takes to show its QR code offline.
// Books and pays a ticket through the API and the card sandbox, opens its status online (which
// saves it in the ticket vault), waits for the service worker, cuts the network, then times, in the
// page, a tap on the ticket in /bookingStatus's saved list until the QR code is drawn.
import { chromium, request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium';
import { bookPaidTicket, waitForServiceWorker } from '../tests/fixtures/tickets';

export const TICKET_GOALS = { plainMs: 300, throttledMs: 1500 };
const RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

/**
 * In the page: tap the saved ticket, resolve at the first frame after the QR svg or canvas is
 * drawn. No named inner functions: tsx would wrap them in a helper the page does not have.
 */
function tapUntilQr(reference: string): Promise<number> {
  const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="bookingStatus"]')].find((a) => a.textContent?.includes(reference));
  if (!link) throw new Error(`No saved ticket ${reference} in the list`);
  return new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const el = document.querySelector('[role="dialog"] [role="img"] svg, [role="dialog"] [role="img"] canvas');
      // The svg arrives with its background first; the code is drawn once its modules are in.
      if (!el || (el.tagName.toLowerCase() !== 'canvas' && el.querySelectorAll('rect, path, circle').length < 10)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    link.click();
  });
}

export async function savedTicketOffline(baseURL: string) {
  const api = await request.newContext({ baseURL });
  const reference = await bookPaidTicket(api);
  await api.dispose();

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
    const page = await context.newPage();
    await page.goto(`/bookingStatus?ref=${reference}`);
    await page.getByText('Saved on this device').first().waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);

    const measure = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh navigation each time: the route and the QR library come from the service worker again.
        await page.goto('/bookingStatus');
        await page.getByRole('link', { name: new RegExp(reference) }).waitFor();
        times.push(await page.evaluate(tapUntilQr, reference));
      }
      return median(times);
    };
    const plainMs = await measure(1);
    const throttledMs = await measure(4);
    return { plainMs, throttledMs, runs: RUNS };
  } finally {
    await browser.close();
  }
}
