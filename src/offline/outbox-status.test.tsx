import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { outboxStore, receiveOutboxMessage } from './form-outbox';
import { OutboxStatus } from './outbox-status';

describe('the outbox notice', () => {
  it('says a message saved offline was delivered, and closes by a button named Close', async () => {
    await renderInApp(<OutboxStatus />);
    act(() => receiveOutboxMessage({ type: 'OUTBOX_SETTLED', id: 'k1-bbbbbbbbbbbbbbbb', kind: 'feedback', outcome: 'delivered', message: 'ok' }));
    expect((await screen.findByRole('status')).textContent).toContain('Feedback sent');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(outboxStore.get().settled).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
