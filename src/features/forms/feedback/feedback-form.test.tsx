import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FEEDBACK_RECEIVED } from '@contract/forms';
import { QUEUED_MESSAGE } from '@contract/outbox';
import { field, fill } from '@/testing/form-fields';
import { renderInApp } from '@/testing/render';
import { keptOfflineMessage } from '../submission';
import { feedbackDraftStore } from './feedback-draft';
import { FeedbackForm } from './feedback-form';

let user: UserEvent;
beforeEach(() => {
  feedbackDraftStore.clear();
  user = userEvent.setup();
});

const show = () => renderInApp(<FeedbackForm />, { path: '/Contact-Us' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

async function fillAll() {
  await fill(user, 'Category', '3');
  await fill(user, 'Full Name', 'Ada Obi');
  await fill(user, 'Phone Number', '08031234567');
  await fill(user, 'Email Address', 'ada@example.com');
  await fill(user, 'Message', 'My bus is late at Jibowu.');
}

describe('FeedbackForm', () => {
  it('keeps Send disabled until category, name, phone, e-mail and message are all filled', async () => {
    await show();
    expect(sendButton().disabled).toBe(true);
    await fill(user, 'Category', '1');
    await fill(user, 'Full Name', 'Ada Obi');
    await fill(user, 'Phone Number', '08031234567');
    await fill(user, 'Email Address', 'ada@example.com');
    expect(sendButton().disabled).toBe(true);
    await fill(user, 'Message', '   ');
    expect(sendButton().disabled).toBe(true);
    await fill(user, 'Message', 'Hello');
    expect(sendButton().disabled).toBe(false);
  });

  it('sends the fixed subject and a numeric category with an idempotency key, then clears the form', async () => {
    const calls: { body: unknown; key: string | undefined }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push({ body: JSON.parse(String(init.body)), key: (init.headers as Record<string, string>)['Idempotency-Key'] });
      return new Response(JSON.stringify({ code: '1', shortDescription: 'SUCCESS', data: { id: 'x' } }), { status: 200 });
    });
    await show();
    await fillAll();
    await user.click(sendButton());
    await waitFor(() => expect(screen.queryByText(FEEDBACK_RECEIVED)).not.toBeNull());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031234567', CustomerEmail: 'ada@example.com', Category: 3, Body: 'My bus is late at Jibowu.', Subject: 'Feedback from Website',
    });
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(field('Full Name').value).toBe('');
    expect(feedbackDraftStore.get().sent).toBeNull();
  });

  it('says plainly when the service worker queued it, with a link to the waiting messages', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: '1', shortDescription: QUEUED_MESSAGE, data: { id: 'k', queued: true } }), { status: 202 }));
    await show();
    await fillAll();
    await user.click(sendButton());
    await waitFor(() => expect(screen.queryByText(QUEUED_MESSAGE, { exact: false })).not.toBeNull());
    expect(screen.getByRole('link', { name: 'See waiting messages' }).getAttribute('href')).toBe('/outbox');
    expect(field('Message').value).toBe('');
  });

  it('keeps what was typed when the request never left the phone, and retries with the same key', async () => {
    const keys: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      throw new TypeError('Failed to fetch');
    });
    await show();
    await fillAll();
    await user.click(sendButton());
    await waitFor(() => expect(screen.queryByText(keptOfflineMessage('Send'))).not.toBeNull());
    expect(field('Message').value).toBe('My bus is late at Jibowu.');
    await user.click(sendButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the field messages for a bad phone and e-mail', async () => {
    await show();
    await fillAll();
    await fill(user, 'Phone Number', '4420312345x');
    await fill(user, 'Email Address', 'ada@');
    await user.click(sendButton());
    await waitFor(() => expect(screen.queryByText('Only Nigerian numbers are allowed. Please provide a Nigerian number.')).not.toBeNull());
    expect(screen.queryByText('Please provide a valid email address')).not.toBeNull();
  });

  it('keeps the draft across a remount (a reload)', async () => {
    const { unmount } = await show();
    await fill(user, 'Full Name', 'Ada Obi');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('freely.feedback-draft') ?? '{}')).toMatchObject({ values: { CustomerName: 'Ada Obi' } }));
    unmount();
    await show();
    expect(field('Full Name').value).toBe('Ada Obi');
  });
});
