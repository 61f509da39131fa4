// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_RECEIVED } from '@contract/forms';
import { QUEUED_MESSAGE } from '@contract/outbox';
import { renderRoute, setUpDomTests } from '@/testing/render';
import { keptOfflineMessage } from '../submission';
import { feedbackDraftStore } from './feedback-draft';
import { FeedbackForm } from './feedback-form';

setUpDomTests();
beforeEach(() => feedbackDraftStore.clear());

const field = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent.replace(/\s*\*$/, '') === label);
  const control = found && document.getElementById(found.htmlFor);
  if (!control) throw new Error(`No field labelled ${label}`);
  return control as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
};
const sendButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send') as HTMLButtonElement;

function fill(label: string, value: string) {
  const el = field(label);
  const proto = Object.getPrototypeOf(el) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

function fillAll() {
  fill('Category', '3');
  fill('Full Name', 'Ada Obi');
  fill('Phone Number', '08031234567');
  fill('Email Address', 'ada@example.com');
  fill('Message', 'My bus is late at Jibowu.');
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('FeedbackForm', () => {
  it('keeps Send disabled until category, name, phone, e-mail and message are all filled', async () => {
    await renderRoute(FeedbackForm, '/Contact-Us');
    expect(sendButton().disabled).toBe(true);
    fill('Category', '1');
    fill('Full Name', 'Ada Obi');
    fill('Phone Number', '08031234567');
    fill('Email Address', 'ada@example.com');
    expect(sendButton().disabled).toBe(true);
    fill('Message', '   ');
    expect(sendButton().disabled).toBe(true);
    fill('Message', 'Hello');
    expect(sendButton().disabled).toBe(false);
  });

  it('sends the fixed subject and a numeric category with an idempotency key, then clears the form', async () => {
    const calls: { body: unknown; key: string | undefined }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push({ body: JSON.parse(String(init.body)), key: (init.headers as Record<string, string>)['Idempotency-Key'] });
      return new Response(JSON.stringify({ code: '1', shortDescription: 'SUCCESS', data: { id: 'x' } }), { status: 200 });
    });
    await renderRoute(FeedbackForm, '/Contact-Us');
    fillAll();
    act(() => sendButton().click());
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031234567', CustomerEmail: 'ada@example.com', Category: 3, Body: 'My bus is late at Jibowu.', Subject: 'Feedback from Website',
    });
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.body.textContent).toContain(FEEDBACK_RECEIVED);
    expect(field('Full Name').value).toBe('');
    expect(feedbackDraftStore.get().sent).toBeNull();
  });

  it('says plainly when the service worker queued it, with a link to the waiting messages', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: '1', shortDescription: QUEUED_MESSAGE, data: { id: 'k', queued: true } }), { status: 202 }));
    await renderRoute(FeedbackForm, '/Contact-Us');
    fillAll();
    act(() => sendButton().click());
    await settle();
    expect(document.body.textContent).toContain(QUEUED_MESSAGE);
    expect(document.querySelector('a[href="/outbox"]')?.textContent).toBe('See waiting messages');
    expect(field('Message').value).toBe('');
  });

  it('keeps what was typed when the request never left the phone, and retries with the same key', async () => {
    const keys: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      throw new TypeError('Failed to fetch');
    });
    await renderRoute(FeedbackForm, '/Contact-Us');
    fillAll();
    act(() => sendButton().click());
    await settle();
    expect(document.body.textContent).toContain(keptOfflineMessage('Send'));
    expect(field('Message').value).toBe('My bus is late at Jibowu.');
    act(() => sendButton().click());
    await settle();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the field messages for a bad phone and e-mail', async () => {
    await renderRoute(FeedbackForm, '/Contact-Us');
    fillAll();
    fill('Phone Number', '4420312345x');
    fill('Email Address', 'ada@');
    act(() => sendButton().click());
    await settle();
    expect(document.body.textContent).toContain('Only Nigerian numbers are allowed. Please provide a Nigerian number.');
    expect(document.body.textContent).toContain('Please provide a valid email address');
  });

  it('keeps the draft across a remount (a reload)', async () => {
    await renderRoute(FeedbackForm, '/Contact-Us');
    fill('Full Name', 'Ada Obi');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(JSON.parse(sessionStorage.getItem('freely.feedback-draft') ?? '{}')).toMatchObject({ values: { CustomerName: 'Ada Obi' } });
    document.body.innerHTML = '';
    await renderRoute(FeedbackForm, '/Contact-Us');
    expect(field('Full Name').value).toBe('Ada Obi');
  });
});
