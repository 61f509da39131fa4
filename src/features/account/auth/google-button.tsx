import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';

type GoogleCredential = { credential?: string };
type GoogleIdentity = {
  initialize: (config: { client_id: string; callback: (response: GoogleCredential) => void; ux_mode?: 'popup' }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
};
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

const SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | undefined;

/** Google Identity Services, loaded once and only on the sign-in screens (it needs the network). */
function loadGoogle(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.addEventListener('load', () => {
      const id = (window as GoogleWindow).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google sign-in did not start'));
    });
    script.addEventListener('error', () => reject(new Error('Google sign-in could not load')));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type Props = { clientId: string; onCredential: (idToken: string) => void; onFailure: () => void };

/** Google's own 'Sign in with Google' button; shown only when VITE_GOOGLE_CLIENT_ID is set. */
export function GoogleButton({ clientId, onCredential, onFailure }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // The latest handlers, without starting Google again each time the parent renders.
  const handlers = useRef({ onCredential, onFailure });
  useEffect(() => {
    handlers.current = { onCredential, onFailure };
  }, [onCredential, onFailure]);
  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => (response.credential ? handlers.current.onCredential(response.credential) : handlers.current.onFailure()),
        });
        google.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', width: Math.min(slot.current.clientWidth || 300, 400) });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  if (unavailable) return <Text size="sm" c="dimmed">Sign in with Google needs a connection to Google. Use your e-mail or phone number instead.</Text>;
  return <div ref={slot} style={{ minHeight: 44 }} />;
}
