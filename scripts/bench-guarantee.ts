// Part of `npm run bench` (issue 31): how long a payment whose webhook was lost, and whose
// traveller closed the tab, waits for its outcome. A booking is paid at the sandbox's Paystack
// with the webhook lost and no return to the app; then the sandbox's clock for that payment moves a
// minute at a time (POST /api/dev/payments/checks/advance) until Freely's own check has settled it.
// Reported: the time on the sandbox's clock (goal: within 15 minutes), and the wall time the check
// itself took. Three runs, median.
import { request as playwrightRequest } from '@playwright/test';
import { sitePath } from '../contract/call';
import * as devCalls from '../contract/calls/dev';
import * as paymentCalls from '../contract/calls/payment';
import { flagshipTrips, holdSeats } from '../tests/fixtures/holds';

export const GUARANTEE_GOALS = { lostWebhookMinutes: 15 };
const RUNS = 3;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

type Check = { outcome: string | null; minutesAfterStart: number | null; checks: number };

export async function lostWebhookToOutcome(origin: string): Promise<{ runs: number; sandboxMinutes: number; checkMs: number; outcome: string }> {
  const api = await playwrightRequest.newContext({ baseURL: origin });
  try {
    const minutes: number[] = [];
    const wall: number[] = [];
    let outcome = '';
    for (let run = 0; run < RUNS; run++) {
      const { trips } = await flagshipTrips(api, 6 + run);
      const trip = trips.find((t) => t.availableSeats.length > 0)!;
      const reference = await holdSeats(api, trip, [trip.availableSeats[0]!], `bench-guarantee-${run}`);
      const init = await api.post(sitePath(paymentCalls.paystackInitialize), { data: { reference } });
      const checkoutUrl = ((await init.json()) as { data: string }).data;
      await api.post(`${new URL(checkoutUrl).pathname}/pay`, { form: { webhook: 'lose' }, maxRedirects: 0 });
      for (let step = 1; step <= 30; step++) {
        const started = performance.now();
        const res = await api.post(sitePath(devCalls.advanceChecks), { data: { reference, minutes: 1 } });
        const took = performance.now() - started;
        const [check] = ((await res.json()) as { checks: Check[] }).checks;
        if (check?.outcome) {
          minutes.push(check.minutesAfterStart ?? step);
          wall.push(took);
          outcome = check.outcome;
          break;
        }
      }
    }
    return { runs: minutes.length, sandboxMinutes: median(minutes), checkMs: Math.round(median(wall)), outcome };
  } finally {
    await api.dispose();
  }
}
