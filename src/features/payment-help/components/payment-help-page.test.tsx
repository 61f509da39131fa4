import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_HELP_MESSAGES as H, type HelpPayment } from '@contract/payment-help';
import { fill } from '@/testing/form-fields';
import { renderInApp } from '@/testing/render';
import { helpSession } from '../help-session';
import { PaymentHelpPage } from './payment-help-page';

/** /payment-help's steps against a stubbed server: contact, code, payments, and a token that ran out. */

const TICKET: HelpPayment = {
  kind: 'booking', reference: 'FRE-ABCDEFGHJK', bookingReference: 'FRE-ABCDEFGHJK', provider: 'Paystack', paidWith: 'card', amountKobo: 650_000,
  startedAt: '2026-11-28T13:02:00.000Z', what: 'Bus ticket, Lagos (Jibowu) → Abuja (Utako)', outcome: 'ticket',
};

let requested: string[] = [];
let listAnswer: () => Response;
beforeEach(() => {
  requested = [];
  helpSession.clear();
  listAnswer = () => Response.json({ code: '1', shortDescription: 'SUCCESS', data: { contact: '08031234567', since: '2026-10-29T00:00:00.000Z', payments: [TICKET] } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url);
    const auth = (init.headers as Record<string, string>).Authorization ?? '';
    requested.push(`${init.method ?? 'GET'} ${pathname} ${typeof init.body === 'string' ? init.body : ''} ${auth.startsWith('Bearer h') ? auth : ''}`.trim());
    if (pathname === '/api/payment/PaymentHelp/code') return Response.json({ code: '1', shortDescription: H.codeSent, data: { expiresAt: '', resendAfterSeconds: 60 } });
    if (pathname === '/api/payment/PaymentHelp/verify') return Response.json({ code: '1', shortDescription: H.verified, data: { token: 'h1', expiresIn: 900, contact: '08031234567' } });
    if (pathname === '/api/payment/PaymentHelp/payments') return listAnswer();
    return Response.json({ code: '404', shortDescription: 'Not found', data: null }, { status: 404 });
  });
});

async function proveContact() {
  const user = userEvent.setup();
  await fill(user, 'Phone number or e-mail address', '+234 803 123 4567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText(H.codeSent);
  await user.click(screen.getByLabelText('Code, digit 1 of 6'));
  await user.keyboard('123456');
  await user.click(screen.getByRole('button', { name: 'Show my payments' }));
  return user;
}

describe('/payment-help', () => {
  it('refuses what is neither a phone nor an e-mail address before asking anything', async () => {
    await renderInApp(<PaymentHelpPage />, { path: '/payment-help' });
    const user = userEvent.setup();
    await fill(user, 'Phone number or e-mail address', 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const input = screen.getByRole('textbox', { name: 'Phone number or e-mail address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('error'))!)?.textContent).toBe(H.badContact);
    expect(requested).toEqual([]);
  });

  it('sends the code to the contact in its stored form, proves it, and lists its payments with the ticket to open', async () => {
    await renderInApp(<PaymentHelpPage />, { path: '/payment-help' });
    await proveContact();
    const card = await screen.findByRole('listitem', { name: `${TICKET.what}: Ticket issued` });
    expect(card.textContent).toContain('Your payment of ₦6,500 with Paystack bought your ticket, FRE-ABCDEFGHJK.');
    expect(screen.getByRole('link', { name: 'Open your ticket' }).getAttribute('href')).toBe('/bookingStatus?ref=FRE-ABCDEFGHJK');
    expect(requested).toEqual([
      'POST /api/payment/PaymentHelp/code {"contact":"08031234567"}',
      'POST /api/payment/PaymentHelp/verify {"contact":"08031234567","code":"123456"}',
      'GET /api/payment/PaymentHelp/payments  Bearer h1',
    ]);
  });

  it('asks for a new code when the token has run out', async () => {
    listAnswer = () => Response.json({ code: '401', shortDescription: H.tokenExpired, data: null }, { status: 401 });
    await renderInApp(<PaymentHelpPage />, { path: '/payment-help' });
    await proveContact();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(H.tokenExpired));
    // Back at the first step, with what was typed kept.
    expect((screen.getByRole('textbox', { name: 'Phone number or e-mail address' }) as HTMLInputElement).value).toBe('+234 803 123 4567');
    expect(helpSession.get()).toBeNull();
  });
});
