// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, setUpDomTests } from '@/testing/render';
import { createStoragePersistence, type PersistentStorage } from './storage-persistence';
import { TicketStorageNotice } from './ticket-storage-notice';

setUpDomTests();

const NOTICE = /may clear saved tickets/;

async function show(storage: PersistentStorage | undefined) {
  const store = createStoragePersistence(storage);
  const { container } = await renderInApp(<TicketStorageNotice store={store} />);
  // Let the store read the browser's answer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { store, container };
}

describe('TicketStorageNotice', () => {
  it('tells the traveller while the browser has not agreed to keep saved tickets, and goes once it has', async () => {
    let kept = false;
    const { store, container } = await show({ persisted: async () => kept, persist: vi.fn(async () => kept) });
    expect(container.querySelector('[role="note"]')?.textContent).toMatch(NOTICE);
    kept = true;
    await act(async () => {
      await store.askForNewTicket('FRE-AAA111');
    });
    expect(container.textContent).not.toMatch(NOTICE);
  });

  it('says nothing when storage is kept', async () => {
    const { container } = await show({ persisted: async () => true, persist: async () => true });
    expect(container.textContent).not.toMatch(NOTICE);
  });

  it('says nothing when the browser has no storage API', async () => {
    const { container } = await show(undefined);
    expect(container.textContent).not.toMatch(NOTICE);
  });
});
