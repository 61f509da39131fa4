import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { createStoragePersistence, type PersistentStorage } from './storage-persistence';
import { TicketStorageNotice } from './ticket-storage-notice';

const NOTICE = /may clear saved tickets/;

async function show(storage: PersistentStorage | undefined) {
  const store = createStoragePersistence(storage);
  await renderInApp(<TicketStorageNotice store={store} />);
  // Let the store read the browser's answer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return store;
}

describe('TicketStorageNotice', () => {
  it('tells the traveller while the browser has not agreed to keep saved tickets, and goes once it has', async () => {
    let kept = false;
    const store = await show({ persisted: async () => kept, persist: vi.fn(async () => kept) });
    expect(screen.getByRole('note', { name: 'Saved tickets may be cleared' }).textContent).toMatch(NOTICE);
    kept = true;
    await act(() => store.askForNewTicket('FRE-AAA111'));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('says nothing when storage is kept', async () => {
    await show({ persisted: async () => true, persist: async () => true });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('says nothing when the browser has no storage API', async () => {
    await show(undefined);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
