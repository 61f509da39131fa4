import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { GoogleButton } from './google-button';

const gsi = () => document.head.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');

const mount = (onCredential = vi.fn()) => renderInApp(<GoogleButton clientId="client-1" onCredential={onCredential} onFailure={() => {}} />);

describe('GoogleButton', () => {
  it('loads Google Identity Services once and says so plainly when it cannot', async () => {
    await mount();
    expect(gsi()).not.toBeNull();
    act(() => void gsi()?.dispatchEvent(new Event('error')));
    await screen.findByText(/^Sign in with Google needs a connection to Google\./);
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
    act(() => void gsi()?.dispatchEvent(new Event('load')));
    await waitFor(() => expect(renderButton).toHaveBeenCalledOnce());
    callback?.({ credential: 'id-token' });
    expect(onCredential).toHaveBeenCalledWith('id-token');
  });
});
