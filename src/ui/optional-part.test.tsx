// @vitest-environment jsdom
import { act, lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, setUpDomTests } from '@/testing/render';
import { OptionalPart } from './optional-part';

setUpDomTests();

/** A lazy part whose chunk cannot be fetched, as with the link cut before it was cached. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

describe('an optional part', () => {
  it('whose chunk fails to load leaves the page standing, showing nothing or its fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderInApp(
      <main>
        <h1>Outbox</h1>
        <OptionalPart><Suspense fallback={null}><Unreachable /></Suspense></OptionalPart>
        <OptionalPart fallback={() => <p>The map couldn't load just now.</p>}><Suspense fallback={null}><Unreachable /></Suspense></OptionalPart>
      </main>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('h1')?.textContent).toBe('Outbox');
    expect(container.textContent).toContain("The map couldn't load just now.");
  });

  it('that loads shows itself', async () => {
    const { container } = await renderInApp(<OptionalPart><p>Ready to work offline</p></OptionalPart>);
    expect(container.querySelector('p')?.textContent).toBe('Ready to work offline');
  });
});
