// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WALLET_CODES } from '@contract/wallet';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { renderInApp } from '@/testing/render';
import { WalletPaymentPage } from './wallet-payment-page';

const payment: PendingPayment = {
  refCode: 'FRE-ABCDEFGHJK', email: 'ada@example.com', amount: 1_950_000, discount: 0, gateway: 23, seats: [3], returnSeats: [], mainName: 'Ada Obi', otherNames: [],
  phonenumber: '08031234567', routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)', departureDate: '2026-11-30', departureTime: '07:00 AM', holdExpiresAt: '2099-01-01T00:00:00Z',
};
let answer: () => Response;
const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  pendingPaymentStore.set(payment);
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body ?? 'null')));
    return answer();
  });
});
afterEach(() => pendingPaymentStore.clear());

const open = () => renderInApp(<WalletPaymentPage />, { path: '/confirmed-wallet-payment', pages: ['/', '/setting', '/profile', '/passenger-details'] });

async function payWithPin(pin: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Transaction Pin, digit 1 of 4'));
  await user.keyboard(pin);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

describe('/confirmed-wallet-payment', () => {
  it('opened again (a reload), asks for the PIN, and sends the booking and the PIN only: no amount, e-mail or phone', async () => {
    answer = () => Response.json({ code: WALLET_CODES.wrongPin, shortDescription: 'Wrong pin supplied.', data: null }, { status: 400 });
    await open();
    expect(screen.queryByText(/Enter your transaction PIN to pay ₦19,500 for booking FRE-ABCDEFGHJK/)).not.toBeNull();
    await payWithPin('1234');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Failed Payment' })).not.toBeNull());
    expect(bodies).toEqual([{ refCode: 'FRE-ABCDEFGHJK', pin: '1234', walletType: 23, description: 'Seat booking' }]);
    // A wrong PIN may be typed again.
    expect(screen.queryByRole('form', { name: 'Pay with your wallet' })).not.toBeNull();
  });

  it('tells a locked wallet and a low balance apart by the answer’s code, whatever its words', async () => {
    answer = () => Response.json({ code: WALLET_CODES.locked, shortDescription: 'Any words at all.', data: null }, { status: 423 });
    await open();
    await payWithPin('1234');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reset Wallet Pin' })).not.toBeNull());
    expect(screen.queryByRole('form', { name: 'Pay with your wallet' })).toBeNull();
  });

  it('offers to fund the wallet after a low balance', async () => {
    answer = () => Response.json({ code: WALLET_CODES.lowBalance, shortDescription: 'Any words at all.', data: null }, { status: 400 });
    await open();
    await payWithPin('1234');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fund wallet' })).not.toBeNull());
    expect(screen.queryByRole('link', { name: 'Reset Wallet Pin' })).toBeNull();
  });
});
