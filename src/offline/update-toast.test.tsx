// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, setUpDomTests } from '@/testing/render';
import { NewVersionToast, OfflineReadyToast } from './update-toast';
import { OFFLINE_READY_SHOW_MS } from './use-auto-close';

setUpDomTests();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastIn = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="status"]')!;

describe("'Ready to work offline'", () => {
  it('closes by itself after a few seconds, untouched', async () => {
    const onClose = vi.fn();
    await renderInApp(<OfflineReadyToast onClose={onClose} />);
    await advance(OFFLINE_READY_SHOW_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(OFFLINE_READY_SHOW_MS).toBeLessThanOrEqual(8000);
  });

  it('closes by hand at once', async () => {
    const onClose = vi.fn();
    const { container } = await renderInApp(<OfflineReadyToast onClose={onClose} />);
    await act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while a finger or the focus is on it, and counts afresh once let go', async () => {
    const onClose = vi.fn();
    const { container } = await renderInApp(<OfflineReadyToast onClose={onClose} />);
    const toast = toastIn(container);
    await advance(OFFLINE_READY_SHOW_MS - 1000);
    await act(() => toast.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await advance(OFFLINE_READY_SHOW_MS * 3);
    expect(onClose).not.toHaveBeenCalled();
    await act(() => toast.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })));
    await advance(OFFLINE_READY_SHOW_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);

    onClose.mockClear();
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    await act(() => close.focus());
    await advance(OFFLINE_READY_SHOW_MS * 2);
    expect(onClose).not.toHaveBeenCalled();
    await act(() => close.blur());
    await advance(OFFLINE_READY_SHOW_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("'A new version of Freely is ready'", () => {
  it('never closes by itself: the update is the traveller’s choice', async () => {
    const onUpdate = vi.fn();
    const { container } = await renderInApp(<NewVersionToast onUpdate={onUpdate} />);
    await advance(10 * 60 * 1000);
    expect(toastIn(container).textContent).toMatch(/A new version of Freely is ready/);
    expect(container.querySelector('button[aria-label="Close"]')).toBeNull();
    await act(() => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Update')!.click());
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
