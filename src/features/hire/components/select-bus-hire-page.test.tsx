// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { sessionStore } from '@/api/session';
import { renderInApp } from '@/testing/render';
import { emptyHireDraft, hireDraftStore } from '../hire-draft';
import type { Quantities } from '../hire-links';
import type { HireCriteria } from '../hire-search';
import { SelectBusHirePage } from './select-bus-hire-page';

const criteria: HireCriteria = { from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', returnDate: '2026-12-02', night: true };
const option = (id: number, name: string, available: number, farePrice: number) => ({
  vehicleModelId: id, vehicleModelName: name, vehicleTotalNoSeats: 14, farePrice, sleepOverPrice: 2_000_000, noOfBookedVehicle: 3 - available, noOfAvailableVehicle: available,
});

beforeEach(async () => {
  hireDraftStore.set(emptyHireDraft);
  await sessionStore.clear().catch(() => undefined);
  vi.stubGlobal('fetch', async () =>
    Response.json({ code: '1', data: { vehicles: [option(3, 'Hiace', 2, 10_000_000), option(4, 'Sienna', 0, 8_000_000)], onewayDistanceKm: 128.456, pickupLocation: criteria.from, dropoffLocation: criteria.to } }));
});

/** The page with its quantities held as the route holds them in the URL. */
function Harness({ initial }: { initial: Quantities }) {
  const [quantities, setQuantities] = useState(initial);
  return <SelectBusHirePage criteria={criteria} km={128} quantities={quantities} onQuantities={setQuantities} />;
}

describe('/select-bus-hire', () => {
  it('shows the trip, each vehicle with its price and what is free, and totals the choice in the Booking Summary', async () => {
    // A link asking for more than is free comes down to what is.
    await renderInApp(<Harness initial={{ 3: 3, 4: 1 }} />, { path: '/select-bus-hire', pages: ['/signnow', '/hire-passenger-details'] });
    const hiace = await screen.findByRole('article', { name: 'Hiace' });
    expect(screen.queryByText('128.46 km')).not.toBeNull();
    expect(screen.queryByText('Round Trip')).not.toBeNull();
    expect(within(hiace).queryByText('₦220,000')).not.toBeNull();
    expect(within(hiace).queryByText('2 available')).not.toBeNull();
    expect((within(hiace).getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement).value).toBe('2');
    expect([...(within(hiace).getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['0', '1', '2']);
    const sienna = screen.getByRole('article', { name: 'Sienna' });
    expect(within(sienna).queryByText('Fully hired for these dates')).not.toBeNull();
    expect((within(sienna).getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement).disabled).toBe(true);

    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    // The line (2 × ₦220,000) and the total.
    expect(within(summary).queryByText('2 × Hiace', { exact: false })).not.toBeNull();
    expect(within(summary).getAllByText('₦440,000')).toHaveLength(2);
    const user = userEvent.setup();
    await user.selectOptions(within(hiace).getByRole('combobox', { name: 'Quantity' }), '0');
    expect(within(summary).queryByText('Choose at least one vehicle.')).not.toBeNull();
    expect((within(summary).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the choice for the next page and sends a visitor to /signnow', async () => {
    const { router } = await renderInApp(<Harness initial={{ 3: 1 }} />, { path: '/select-bus-hire', pages: ['/signnow', '/hire-passenger-details'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/signnow'));
    expect(hireDraftStore.get()).toMatchObject({
      criteria,
      distanceKm: 128.456,
      vehicles: [{ vehicleModelId: 3, vehicleModelName: 'Hiace', seats: 14, farePrice: 10_000_000, sleepOverPrice: 2_000_000, quantity: 1 }],
    });
  });
});
