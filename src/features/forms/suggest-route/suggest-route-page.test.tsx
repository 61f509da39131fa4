import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ROUTE_SUGGESTED } from '@contract/forms';
import { sessionStore, type Session } from '@/api/session';
import { fill } from '@/testing/form-fields';
import { renderInApp } from '@/testing/render';
import { SuggestRoutePage } from './suggest-route-page';
import { suggestionDraftStore } from './suggestion-draft';

let user: UserEvent;
// Cleared before, not after, each test: after, it would re-render the still-mounted screen outside act().
beforeEach(async () => {
  suggestionDraftStore.clear();
  await sessionStore.clear().catch(() => undefined);
  user = userEvent.setup();
});

const show = () => renderInApp(<SuggestRoutePage />, { path: '/suggest-route' });
/** The labels of the form's fields, in the order a visitor meets them. */
const fieldNames = () => within(screen.getByRole('form', { name: 'Suggest a Route' }))
  .getAllByLabelText(/./)
  .map((control) => (control as HTMLInputElement).labels?.[0]?.textContent.replace(/\s*\*$/, ''));
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });

describe('SuggestRoutePage', () => {
  it('asks a visitor for name, e-mail and phone', async () => {
    await show();
    expect(fieldNames()).toEqual(['Departure State', 'Departure Location', 'Arrival State', 'Arrival Location', 'Full Name', 'Email Address', 'Phone Number']);
    expect(submit().disabled).toBe(true);
  });

  it("hides the contact fields for a signed-in customer and sends their phone as +234", async () => {
    await sessionStore.set({
      token: 't', refreshToken: 'r', user: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567' },
    } as unknown as Session).catch(() => undefined);
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ code: '1', shortDescription: 'SUCCESS', data: { id: 'x' } }), { status: 200 });
    });
    await show();
    expect(fieldNames()).toEqual(['Departure State', 'Departure Location', 'Arrival State', 'Arrival Location']);
    await fill(user, 'Departure State', 'Lagos');
    await fill(user, 'Departure Location', 'Ajah');
    await fill(user, 'Arrival State', 'Oyo');
    expect(submit().disabled).toBe(true);
    await fill(user, 'Arrival Location', 'Bodija');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog');
    expect(bodies).toEqual([{
      FullName: 'Ada Obi', DepartureState: 'Lagos', DepartureLocation: 'Ajah', ArrivalState: 'Oyo', ArrivalLocation: 'Bodija', Email: 'ada@example.com', PhoneNumber: '+2348031234567',
    }]);
    expect(dialog.textContent).toContain(ROUTE_SUGGESTED);
    expect(within(dialog).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
