import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { OptionalPart } from './optional-part';

/** A lazy part whose chunk cannot be fetched, as with the link cut before it was cached. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

describe('an optional part', () => {
  it('whose chunk fails to load leaves the page standing, showing nothing or its fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInApp(
      <main>
        <h1>Outbox</h1>
        <OptionalPart><Suspense fallback={null}><Unreachable /></Suspense></OptionalPart>
        <OptionalPart fallback={() => <p>The map couldn't load just now.</p>}><Suspense fallback={null}><Unreachable /></Suspense></OptionalPart>
      </main>,
    );
    await waitFor(() => expect(screen.queryByText("The map couldn't load just now.")).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Outbox');
  });

  it('that loads shows itself', async () => {
    await renderInApp(<OptionalPart><p>Ready to work offline</p></OptionalPart>);
    expect(screen.queryByText('Ready to work offline')).not.toBeNull();
  });
});
