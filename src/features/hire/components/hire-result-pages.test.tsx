// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HireSummary } from '@contract/hire';
import { renderInApp } from '@/testing/render';
import { emptyHireDraft, hireDraftStore } from '../hire-draft';
import { HireResultPage } from './hire-result-page';
import { TransferPendingPage } from './transfer-pending-page';

const hire: HireSummary = {
  refCode: 'HIR-TEST01', status: 'awaiting-payment', amount: 20_000_000, paymentMethod: 4, createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 59 * 60_000 + 30_000).toISOString(), paidAt: null, fullName: 'Ada Obi', email: 'ada@example.com', phoneNumber: '08031234567',
  hiredServiceType: 1, onewayPickupLocation: 'Ikeja, Lagos', oneWayDropoffLocation: 'Ibadan, Oyo', onewayPickupDate: '2026-12-01', returnPickupDate: '2026-12-02',
  isSleepOver: true, onewayDistanceKm: 128.4, vehicles: [{ vehicleModelId: 3, vehicleModelName: 'Hiace', quantity: 2, seats: 14 }],
  account: { bankName: 'Sandbox Bank', accountName: 'Freely Hire', accountNo: '9900000001' },
};
let answer: () => Response;
let asked = 0;

beforeEach(() => {
  asked = 0;
  hireDraftStore.set({ ...emptyHireDraft, pending: { refCode: 'HIR-TEST01', paymentMethod: 4, checkoutUrl: null, expiresAt: hire.expiresAt, requestKey: 'k' } });
  vi.stubGlobal('fetch', async () => {
    asked++;
    return answer();
  });
});

describe('/bankTransferPayment', () => {
  it("shows 'Transaction Pending' with the amount, the reference to copy, the account, the hour and its countdown; then the paid hire", async () => {
    answer = () => Response.json({ code: '1', data: hire });
    await renderInApp(<TransferPendingPage reference="HIR-TEST01" />, { path: '/bankTransferPayment', pages: ['/', '/hire-vehicle'] });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Transaction Pending' })).not.toBeNull());
    expect(screen.getAllByText('₦200,000').length).toBeGreaterThan(0);
    expect(screen.queryByText('9900000001')).not.toBeNull();
    expect(screen.queryByText('Sandbox Bank')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Reference Code' })).not.toBeNull();
    expect(screen.queryByText('Your booking expires after 1 hour if it is not paid.')).not.toBeNull();
    expect(screen.getByRole('timer').textContent).toMatch(/^Time left: 59:[0-3]\d$/);

    answer = () => Response.json({ code: '1', data: { ...hire, status: 'paid', paidAt: new Date().toISOString() } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check payment' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Your Hire (HIR-TEST01)' })).not.toBeNull());
    expect(screen.queryByText('2 × Hiace (14 seats)')).not.toBeNull();
    // That hire is over: the tab forgets it.
    expect(hireDraftStore.get().pending).toBeNull();
  });

  it('says an expired hire expired, with a way to hire again', async () => {
    answer = () => Response.json({ code: '1', data: { ...hire, status: 'expired' } });
    await renderInApp(<TransferPendingPage reference="HIR-TEST01" />, { path: '/bankTransferPayment', pages: ['/', '/hire-vehicle'] });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Hire Expired' })).not.toBeNull());
    expect(screen.queryByText('This hire expired because it was not paid within 1 hour. Please hire again.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Hire Again' }).getAttribute('href')).toBe('/hire-vehicle');
  });
});

describe('/call-back-hire', () => {
  it('confirms the card payment and shows the paid hire', async () => {
    answer = () => Response.json({ code: '1', data: { ...hire, status: 'paid', paymentMethod: 5, account: null } });
    await renderInApp(<HireResultPage reference="HIR-TEST01" />, { path: '/call-back-hire', pages: ['/', '/hire-vehicle'] });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Your Hire (HIR-TEST01)' })).not.toBeNull());
    expect(asked).toBe(1);
  });

  it("shows 'Your Booking was Cancelled!!!' with Go Home and Hire Again", async () => {
    answer = () => Response.json({ code: '2', shortDescription: 'Your Booking was Cancelled!!!', data: null });
    await renderInApp(<HireResultPage reference="HIR-TEST01" />, { path: '/call-back-hire', pages: ['/', '/hire-vehicle'] });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Your Booking was Cancelled!!!' })).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Hire Again' }).getAttribute('href')).toBe('/hire-vehicle');
  });

  it("shows 'Failed Payment' with spec 2 §8's sentence when the server fails", async () => {
    answer = () => Response.json({ code: '500', shortDescription: 'boom' }, { status: 500 });
    await renderInApp(<HireResultPage reference="HIR-TEST01" />, { path: '/call-back-hire', pages: ['/', '/hire-vehicle'] });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Failed Payment' })).not.toBeNull());
    expect(screen.queryByText('An error occured while processing your request.')).not.toBeNull();
  });

  it('without a reference, fails at once instead of spinning', async () => {
    answer = () => Response.json({});
    await renderInApp(<HireResultPage reference={undefined} />, { path: '/call-back-hire', pages: ['/', '/hire-vehicle'] });
    expect(screen.queryByRole('heading', { level: 1, name: 'Failed Payment' })).not.toBeNull();
    expect(asked).toBe(0);
  });
});
