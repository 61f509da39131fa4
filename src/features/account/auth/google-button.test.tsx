// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { GoogleButton } from './google-button';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

const gsi = () => document.head.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');

async function mount(onCredential = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MantineProvider env="test">
        <GoogleButton clientId="client-1" onCredential={onCredential} onFailure={() => {}} />
      </MantineProvider>,
    );
  });
  return { container, root };
}

describe('GoogleButton', () => {
  it('loads Google Identity Services once and says so plainly when it cannot', async () => {
    const { container, root } = await mount();
    expect(gsi()).not.toBeNull();
    await act(async () => {
      gsi()?.dispatchEvent(new Event('error'));
    });
    expect(container.textContent).toContain('Sign in with Google needs a connection to Google.');
    act(() => root.unmount());
    gsi()?.remove();
  });

  it("hands Google's ID token on", async () => {
    let callback: ((r: { credential?: string }) => void) | undefined;
    const renderButton = vi.fn();
    const onCredential = vi.fn();
    await mount(onCredential);
    (window as unknown as { google: unknown }).google = {
      accounts: { id: { initialize: (config: { callback: typeof callback }) => (callback = config.callback), renderButton } },
    };
    await act(async () => {
      gsi()?.dispatchEvent(new Event('load'));
    });
    expect(renderButton).toHaveBeenCalledOnce();
    callback?.({ credential: 'id-token' });
    expect(onCredential).toHaveBeenCalledWith('id-token');
  });
});
