import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { NewVersionToast, OfflineReadyToast } from './update-toast';
import { OFFLINE_READY_SHOW_MS } from './use-auto-close';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("'Ready to work offline'", () => {
  it('closes by itself after a few seconds, untouched', async () => {
    const onClose = vi.fn();
    await renderInApp(<OfflineReadyToast onClose={onClose} />);
    advance(OFFLINE_READY_SHOW_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(OFFLINE_READY_SHOW_MS).toBeLessThanOrEqual(8000);
  });

  it('closes by hand at once', async () => {
    const onClose = vi.fn();
    await renderInApp(<OfflineReadyToast onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while a finger or the focus is on it, and counts afresh once let go', async () => {
    const onClose = vi.fn();
    await renderInApp(<OfflineReadyToast onClose={onClose} />);
    const toast = screen.getByRole('status');
    advance(OFFLINE_READY_SHOW_MS - 1000);
    fireEvent.pointerOver(toast);
    advance(OFFLINE_READY_SHOW_MS * 3);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerOut(toast);
    advance(OFFLINE_READY_SHOW_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);

    onClose.mockClear();
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    advance(OFFLINE_READY_SHOW_MS * 2);
    expect(onClose).not.toHaveBeenCalled();
    act(() => close.blur());
    advance(OFFLINE_READY_SHOW_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("'A new version of Freely is ready'", () => {
  it('never closes by itself: the update is the traveller’s choice', async () => {
    const onUpdate = vi.fn();
    await renderInApp(<NewVersionToast onUpdate={onUpdate} />);
    advance(10 * 60 * 1000);
    expect(screen.getByRole('status').textContent).toMatch(/A new version of Freely is ready/);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
