import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type Session } from '@/api/session';
import { fill } from '@/testing/form-fields';
import { renderInApp } from '@/testing/render';
import { AirtimePanel } from './airtime-panel';

let requested: string[] = [];
beforeEach(async () => {
  requested = [];
  await sessionStore.set({ token: 's', user: { email: 'ada@example.com', phoneNumber: '+2348031234567' } } as unknown as Session).catch(() => undefined);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const { pathname, search } = new URL(url);
    requested.push(`${init.method ?? 'GET'} ${pathname}${search} ${(init.headers as Record<string, string>).Authorization}`);
    if (pathname === '/api/bills/token') return Response.json({ access_token: 'b1', expires_in: 600, token_type: 'Bearer' });
    if (pathname === '/api/bills/lookup') return Response.json({ code: '1', description: 'Successful', data: { network: 'Glo', networkName: 'Glo Nigeria' } });
    return Response.json({ code: '404', description: 'Not found', payload: null }, { status: 404 });
  });
});

const proceed = () => screen.getByRole('button', { name: 'Proceed' });
const network = () => screen.getByRole('combobox', { name: 'Network' }) as HTMLSelectElement;

describe('Top-up Airtime', () => {
  it('keeps Proceed off until phone and amount; the amount looks the network up with the bills token, and a pick overrides it', async () => {
    const onProceed = vi.fn();
    await renderInApp(<AirtimePanel onProceed={onProceed} />);
    const user = userEvent.setup();
    expect((proceed() as HTMLButtonElement).disabled).toBe(true);
    await fill(user, 'Phone Number', '08051234567');
    expect((proceed() as HTMLButtonElement).disabled).toBe(true);
    expect(requested).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1500');
    await waitFor(() => expect(network().value).toBe('Glo'));
    expect(requested).toEqual(['POST /api/bills/token Bearer s', 'GET /api/bills/lookup?phone=08051234567 Bearer b1']);
    expect((proceed() as HTMLButtonElement).disabled).toBe(false);

    await user.selectOptions(network(), 'MTN');
    await user.click(proceed());
    expect(onProceed).toHaveBeenCalledWith({ kind: 'airtime', phone: '08051234567', network: 'MTN', amountKobo: 150_000 });
  });

  it("says the contract's sentence for a 10-digit phone and an amount out of bounds", async () => {
    const onProceed = vi.fn();
    await renderInApp(<AirtimePanel onProceed={onProceed} />);
    const user = userEvent.setup();
    await fill(user, 'Phone Number', '0805123456');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10000000');
    await user.click(proceed());
    expect(screen.queryByText('Phone No. should not be less than 11 characters')).not.toBeNull();
    expect(screen.queryByText('The airtime amount must be at most ₦50,000.')).not.toBeNull();
    expect(onProceed).not.toHaveBeenCalled();
  });
});
