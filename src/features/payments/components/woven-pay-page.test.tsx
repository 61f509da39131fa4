// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WovenAccount } from '@contract/woven';
import { renderInApp } from '@/testing/render';
import { WovenPayPage } from './woven-pay-page';

const account: WovenAccount = {
  kind: 'virtual', bankName: 'Freely Sandbox Bank', account_name: 'FREELY/ADA OBI', vnuban: '9912345678', max_amount: 2_450_000,
  account_reference: 'FRE-ABCDEFGHJK', expiresAt: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
  validUntil: new Date(Date.now() + 59 * 60_000).toISOString(), closed: false,
};
let accountAnswer: () => Response;
let statusAnswer: () => Response;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  accountAnswer = () => Response.json({ code: '1', shortDescription: '', data: account });
  statusAnswer = () => Response.json({ code: '0', shortDescription: 'We have not received your transfer yet.', data: null });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    return url.includes('/Woven/virtualAccount') ? accountAnswer() : statusAnswer();
  });
});

const open = () => renderInApp(<WovenPayPage reference="FRE-ABCDEFGHJK" />, { path: '/woven-pay', pages: ['/'] });

describe('/woven-pay', () => {
  it('shows the virtual account, the amount, the reference, the Copy buttons and the 30 minutes counting down; Check Booking Status says what the server says', async () => {
    await open();
    await waitFor(() => expect(screen.queryByText('9912345678')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1, name: 'Bank Transfer (Virtual Account)' })).not.toBeNull();
    expect(screen.queryByText('FREELY/ADA OBI')).not.toBeNull();
    expect(screen.getAllByText('₦24,500').length).toBeGreaterThan(0);
    expect(screen.getAllByText('FRE-ABCDEFGHJK').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Copy Account Number' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Reference Code' })).not.toBeNull();
    expect(screen.getByRole('timer', { name: 'Time left to transfer' }).textContent).toMatch(/^Time left: 29:[0-3]\d$/);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check Booking Status' }));
    await waitFor(() => expect(screen.queryByText('We have not received your transfer yet.')).not.toBeNull());
    expect(asked.filter((u) => u.includes('processWovenPayment/FRE-ABCDEFGHJK')).length).toBeGreaterThan(0);
  });

  it('says a closed account expired, with Book Again', async () => {
    accountAnswer = () => Response.json({ code: '1', shortDescription: '', data: { ...account, closed: true } });
    await open();
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'This account has expired' })).not.toBeNull());
    expect(screen.queryByText('9912345678')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book Again' }).getAttribute('href')).toBe('/');
  });

  it('says a wrong amount is refunded, in the server\'s words', async () => {
    const refund = 'Woven collected an amount that does not match booking FRE-ABCDEFGHJK. Your payment of ₦1,000 with Woven has been refunded.';
    statusAnswer = () => Response.json({ code: 'refund', shortDescription: refund, data: null }, { status: 409 });
    await open();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'About your payment' })).not.toBeNull());
    expect(screen.queryByText(refund)).not.toBeNull();
  });

  it('says why there is no account (a booking that can no longer be paid)', async () => {
    accountAnswer = () => Response.json({ code: '0', shortDescription: 'Booking FRE-ABCDEFGHJK was cancelled. Please book again.', data: null }, { status: 409 });
    statusAnswer = () => Response.json({ code: '0', shortDescription: 'No Woven payment was started for booking FRE-ABCDEFGHJK.', data: null }, { status: 404 });
    await open();
    await waitFor(() => expect(screen.queryByText('Booking FRE-ABCDEFGHJK was cancelled. Please book again.')).not.toBeNull());
  });

  it('without a reference, says how to start a payment', async () => {
    await renderInApp(<WovenPayPage reference={undefined} />, { path: '/woven-pay', pages: ['/'] });
    expect(screen.queryByText('There is no payment in progress in this tab. Book a seat to start one.')).not.toBeNull();
    expect(asked).toEqual([]);
  });
});
