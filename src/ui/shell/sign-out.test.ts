import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { signOut } from './sign-out';

describe('signOut', () => {
  it("forgets the session, every cached answer, the persisted copy, the scanner's lists and the tab storage, then goes home", async () => {
    const steps: string[] = [];
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'history', 'ada@example.com'], { data: { userData: [] } });
    queryClient.setQueryData(['terminals', 'departures', 'NG'], []);
    await signOut({
      revokeOnServer: async () => void steps.push('server'),
      queryClient,
      clearSession: async () => void steps.push('session'),
      forgetPersisted: async () => void steps.push('persisted'),
      forgetScannerPrep: async () => void steps.push('scanner'),
      tabStorage: { clear: () => void steps.push('tab') },
      goHome: () => void steps.push('home'),
    });
    expect(steps).toEqual(['server', 'session', 'persisted', 'scanner', 'tab', 'home']);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('still goes home when the server or a store cannot be reached', async () => {
    let home = false;
    await signOut({
      revokeOnServer: () => Promise.reject(new Error('offline')),
      queryClient: new QueryClient(),
      clearSession: () => Promise.reject(new Error('idb closed')),
      forgetPersisted: () => Promise.reject(new Error('idb closed')),
      forgetScannerPrep: () => Promise.reject(new Error('idb closed')),
      tabStorage: { clear: () => { throw new Error('denied'); } },
      goHome: () => { home = true; },
    });
    expect(home).toBe(true);
  });
});
