// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type Session } from '@/api/session';
import { fill } from '@/testing/form-fields';
import { renderInApp } from '@/testing/render';
import { emptyHireDraft, hireDraftStore } from '../hire-draft';
import { HirePassengerPage } from './hire-passenger-page';

let requests: { path: string; body: unknown }[] = [];
let requestAnswer: () => Response;
const ready = {
  ...emptyHireDraft,
  criteria: { from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', night: false },
  distanceKm: 128.4,
  vehicles: [{ vehicleModelId: 3, vehicleModelName: 'Hiace', seats: 14, farePrice: 10_000_000, sleepOverPrice: 2_000_000, quantity: 2 }],
};

beforeEach(async () => {
  requests = [];
  hireDraftStore.set(ready);
  await sessionStore.clear().catch(() => undefined);
  requestAnswer = () => Response.json({ code: '1', data: { refCode: 'HIR-TEST01', amount: 20_000_000, paymentMethod: 4, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), checkoutUrl: null, account: { bankName: 'Sandbox Bank', accountName: 'Freely Hire', accountNo: '9900000001' } } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url);
    requests.push({ path: pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (pathname === '/api/payment/api/v1/PaymentGateway/Gateways/2') {
      return Response.json({ code: '1', data: [
        { gatewayName: 'Paystack', status: true, paymentWalletEnumId: 5 }, { gatewayName: 'Bank Transfer', status: true, paymentWalletEnumId: 4 },
        { gatewayName: 'Bank USSD', status: true, paymentWalletEnumId: 34 }, { gatewayName: 'Wallet', status: true, paymentWalletEnumId: 23 },
      ] });
    }
    if (pathname === '/api/booking/HireBooking/requestBooking') return requestAnswer();
    return Response.json({ code: '404', shortDescription: 'Not found' }, { status: 404 });
  });
});

const pay = () => screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;

async function fillPassenger(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Full Name', 'Ada Obi');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await fill(user, 'Email Address', 'ada@example.com');
  await fill(user, 'Phone Number', '08031234567');
  await fill(user, 'Address', '12 Allen Avenue, Ikeja');
  await fill(user, 'Next of Kin Name', 'Chidi Obi');
  await fill(user, 'Next of Kin Phone Number', '08031234567');
}

describe('/hire-passenger-details', () => {
  it("keeps Pay off until the form is complete, says spec 1 §5's sentences, and offers only the card and bank transfer", async () => {
    await renderInApp(<HirePassengerPage />, { path: '/hire-passenger-details', pages: ['/bankTransferPayment', '/select-bus-hire'] });
    const user = userEvent.setup();
    expect(screen.queryByRole('heading', { level: 1, name: 'Hire Passenger Details' })).not.toBeNull();
    expect(pay().disabled).toBe(true);
    await fillPassenger(user);
    expect(pay().disabled).toBe(false);
    await user.click(pay());
    expect(screen.queryByText('Passenger and Next of Kin Phone No. should not be the same!!!')).not.toBeNull();
    await fill(user, 'Next of Kin Phone Number', '0805123456');
    await user.click(pay());
    expect(screen.queryByText('Only Nigerian numbers are allowed. Please provide a Nigerian number.')).not.toBeNull();
    await fill(user, 'Next of Kin Phone Number', '08051234567');
    // What was typed is kept in this tab.
    await waitFor(() => expect(hireDraftStore.get().passenger.nextOfKinPhone).toBe('08051234567'));

    await user.click(pay());
    const methods = await screen.findByRole('dialog', { name: 'Select payment method' });
    expect(within(methods).queryByText('₦200,000')).not.toBeNull();
    await waitFor(() => expect(within(methods).getAllByRole('listitem')).toHaveLength(2));
    expect(within(methods).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Paystack', 'Bank Transfer']));
  });

  it('makes the hire by bank transfer and goes to its Transaction Pending page; a second Pay reuses it', async () => {
    const { router } = await renderInApp(<HirePassengerPage />, { path: '/hire-passenger-details', pages: ['/bankTransferPayment', '/select-bus-hire'] });
    const user = userEvent.setup();
    await fillPassenger(user);
    await fill(user, 'Next of Kin Phone Number', '08051234567');
    await user.click(pay());
    const methods = await screen.findByRole('dialog', { name: 'Select payment method' });
    await user.click(await within(methods).findByRole('button', { name: 'Bank Transfer' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/bankTransferPayment'));
    expect(router!.state.location.search).toEqual({ reference: 'HIR-TEST01' });
    const made = requests.filter((r) => r.path === '/api/booking/HireBooking/requestBooking');
    expect(made).toHaveLength(1);
    expect(made[0]!.body).toMatchObject({
      fullName: 'Ada Obi', gender: 1, phoneNumber: '08031234567', nextOfKinPhone: '08051234567', paymentMethod: 4, hiredServiceType: 0,
      onewayPickupLocation: 'Ikeja, Lagos', oneWayDropoffLocation: 'Ibadan, Oyo', onewayPickupDate: '2026-12-01', isSleepOver: false,
      hireVehicleDetail: [{ vehicleModelId: 3, quantity: 2 }],
    });
    expect(hireDraftStore.get().pending?.refCode).toBe('HIR-TEST01');

    // Back and Pay again with the same details: the same hire, not a second one holding the vehicles.
    await router!.navigate({ to: '/hire-passenger-details' });
    await user.click(within(methods).getByRole('button', { name: 'Bank Transfer' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/bankTransferPayment'));
    expect(requests.filter((r) => r.path === '/api/booking/HireBooking/requestBooking')).toHaveLength(1);
  });

  it('says when the vehicles went to someone else, and leads back to choose again', async () => {
    requestAnswer = () => Response.json({ code: '409', shortDescription: 'Not enough of the vehicles you chose are free on those days. Please choose again.' }, { status: 409 });
    const { router } = await renderInApp(<HirePassengerPage />, { path: '/hire-passenger-details', pages: ['/bankTransferPayment', '/select-bus-hire'] });
    const user = userEvent.setup();
    await fillPassenger(user);
    await fill(user, 'Next of Kin Phone Number', '08051234567');
    await user.click(pay());
    const methods = await screen.findByRole('dialog', { name: 'Select payment method' });
    await user.click(await within(methods).findByRole('button', { name: 'Paystack' }));
    await waitFor(() => expect(within(methods).queryByText('Not enough of the vehicles you chose are free on those days. Please choose again.')).not.toBeNull());
    await user.click(within(methods).getByRole('button', { name: 'Choose vehicles again' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/select-bus-hire'));
    expect(router!.state.location.search).toEqual({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', km: 128.4, q: '3x2' });
  });

  it("fills a customer's own name, e-mail, phone and gender read-only", async () => {
    await sessionStore.set({ token: 't', user: { firstName: 'Ngozi', lastName: 'Eze', gender: 1, email: 'ngozi@example.com', phoneNumber: '+2348071234567', nextOfKinName: '', nextOfKinPhone: '' } } as unknown as Session).catch(() => undefined);
    await renderInApp(<HirePassengerPage />, { path: '/hire-passenger-details', pages: [] });
    expect(screen.queryByText('Hello Ngozi, we just need few more details about you')).not.toBeNull();
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('Ngozi Eze');
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Phone Number' }) as HTMLInputElement).value).toBe('08071234567');
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).readOnly).toBe(false);
  });

  it('without vehicles chosen, says so and leads to the hire form', async () => {
    hireDraftStore.set(emptyHireDraft);
    await renderInApp(<HirePassengerPage />, { path: '/hire-passenger-details', pages: ['/hire-vehicle'] });
    expect(screen.queryByText('You have not chosen the vehicles to hire yet.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Hire a bus' }).getAttribute('href')).toBe('/hire-vehicle');
  });
});
