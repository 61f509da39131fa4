// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_SUGGESTED } from '@contract/forms';
import { sessionStore, type Session } from '@/api/session';
import { renderRoute, setUpDomTests } from '@/testing/render';
import { SuggestRoutePage } from './suggest-route-page';
import { suggestionDraftStore } from './suggestion-draft';

setUpDomTests();
beforeEach(() => suggestionDraftStore.clear());
afterEach(async () => {
  await sessionStore.clear().catch(() => undefined);
});

const labels = () => [...document.querySelectorAll('label')].map((l) => l.textContent.replace(/\s*\*$/, ''));
const control = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent.replace(/\s*\*$/, '') === label);
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement | HTMLSelectElement;
};
const submit = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Submit') as HTMLButtonElement;
function fill(label: string, value: string) {
  const el = control(label);
  act(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

describe('SuggestRoutePage', () => {
  it('asks a visitor for name, e-mail and phone', async () => {
    await renderRoute(SuggestRoutePage, '/suggest-route');
    expect(labels()).toEqual(['Departure State', 'Departure Location', 'Arrival State', 'Arrival Location', 'Full Name', 'Email Address', 'Phone Number']);
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
    await renderRoute(SuggestRoutePage, '/suggest-route');
    expect(labels()).toEqual(['Departure State', 'Departure Location', 'Arrival State', 'Arrival Location']);
    fill('Departure State', 'Lagos');
    fill('Departure Location', 'Ajah');
    fill('Arrival State', 'Oyo');
    expect(submit().disabled).toBe(true);
    fill('Arrival Location', 'Bodija');
    act(() => submit().click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(bodies).toEqual([{
      FullName: 'Ada Obi', DepartureState: 'Lagos', DepartureLocation: 'Ajah', ArrivalState: 'Oyo', ArrivalLocation: 'Bodija', Email: 'ada@example.com', PhoneNumber: '+2348031234567',
    }]);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(ROUTE_SUGGESTED);
    expect(document.querySelector('[role="dialog"] a[href="/"]')?.textContent).toBe('Go Home');
  });
});
