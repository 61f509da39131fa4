import { act, startTransition, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from '@contract/early-input';
import { replayEarlyInput } from './early-input';

/** A page with what a traveller reaches for first: a search field, a button, a form, a link. */
function Page() {
  const [query, setQuery] = useState('');
  const [taps, setTaps] = useState(0);
  const [sent, setSent] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <main>
      <form aria-label="Search" onSubmit={(event) => (event.preventDefault(), setSent(query))}>
        <input type="search" placeholder="State or area" value={query} onChange={(event) => setQuery(event.target.value)} />
      </form>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        <svg aria-hidden="true"><path d="M0 0" /></svg> Book a flight
      </button>
      <a href="#faq">FAQs</a>
      <input type="checkbox" aria-label="Agree" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <output>{`${query}|${taps}|${sent}${agreed ? '|agreed' : ''}`}</output>
    </main>
  );
}

let reactRoot: Root | undefined;
afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = undefined;
  (window as unknown as Record<string, () => unknown>)[EARLY_INPUT_GLOBAL]?.();
});

/** The prerendered page with index.html's inline script running, and no app yet. */
function prerenderedPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  new Function(EARLY_INPUT_SCRIPT)();
  const root = document.getElementById('root')!;
  return { root, field: root.querySelector('input')!, icon: root.querySelector('path')!, form: root.querySelector('form')!, link: root.querySelector('a')! };
}

function type(field: HTMLInputElement, text: string) {
  for (let i = 1; i <= text.length; i++) {
    field.value = text.slice(0, i);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const shown = () => document.querySelector('output')!.textContent;

describe('taps and typing before the app is in', () => {
  it('are held, and replayed once into the hydrated page: the typed text, one tap each, the submission', async () => {
    const { root, field, icon, form } = prerenderedPage();
    type(field, 'lekki');
    expect(tap(icon), 'the tap does nothing yet').toBe(false);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    await act(async () => {
      startTransition(() => void (reactRoot = hydrateRoot(root, <Page />)));
      replayEarlyInput(root);
    });
    expect(shown()).toBe('lekki|1|lekki');
    expect(field.isConnected, 'hydrated: the same field').toBe(true);

    // Released: later input goes straight to the app, and nothing is replayed twice.
    await act(async () => void tap(icon));
    replayEarlyInput(root);
    expect(shown()).toBe('lekki|2|lekki');
  });

  it('finds the field and button again on a page the app drew afresh', async () => {
    const { root, field, icon } = prerenderedPage();
    type(field, 'abuja');
    tap(icon);

    await act(async () => {
      reactRoot = createRoot(root);
      reactRoot.render(<Page />);
    });
    expect(field.isConnected, 'drawn afresh: a new field').toBe(false);
    await act(async () => replayEarlyInput(root));
    expect(shown()).toBe('abuja|1|');
    expect(root.querySelector('input')!.value).toBe('abuja');
    expect(document.activeElement).toBe(root.querySelector('input'));
  });

  it('show a checkbox ticked at once, and tell the app once it is in; ticked twice, it ends as left', async () => {
    for (const taps of [1, 2]) {
      const { root } = prerenderedPage();
      const box = () => root.querySelector<HTMLInputElement>('input[type=checkbox]')!;
      for (let i = 0; i < taps; i++) expect(tap(box()), 'not prevented: the browser ticks it').toBe(true);
      expect(box().checked).toBe(taps === 1);
      await act(async () => {
        startTransition(() => void (reactRoot = hydrateRoot(root, <Page />)));
        replayEarlyInput(root);
      });
      expect(shown(), `${taps} tap(s)`).toBe(taps === 1 ? '|0||agreed' : '|0|');
      expect(box().checked).toBe(taps === 1);
      act(() => reactRoot?.unmount());
      reactRoot = undefined;
    }
  });

  it('let a tap on a link through: the browser opens its page, which is prerendered too', () => {
    const { root, link } = prerenderedPage();
    expect(tap(link), 'not prevented').toBe(true);
    expect(tap(root), 'outside any element of the page').toBe(true);
    const release = (window as unknown as Record<string, () => unknown[]>)[EARLY_INPUT_GLOBAL]!;
    expect(release()).toEqual([]);
  });
});
