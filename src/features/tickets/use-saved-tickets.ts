import { useEffect, useState } from 'react';
import { ticketVault, type VaultEntry } from '@/offline/ticket-vault';

/** Re-reads the vault on mount and whenever this page changes it. */
function useVaultRead<T>(read: () => Promise<T>, deps: unknown[]): { value: T | undefined; loading: boolean } {
  const [state, setState] = useState<{ value: T | undefined; loading: boolean; key: string }>({ value: undefined, loading: true, key: '' });
  const key = JSON.stringify(deps);
  useEffect(() => {
    let alive = true;
    const load = () =>
      read()
        .then((value) => alive && setState({ value, loading: false, key }))
        // No IndexedDB (some private modes): nothing saved, the online lookup still works.
        .catch(() => alive && setState({ value: undefined, loading: false, key }));
    void load();
    const stop = ticketVault.subscribe(() => void load());
    return () => {
      alive = false;
      stop();
    };
    // `read` changes identity every render; `key` carries what it depends on.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [key]);
  // A new reference must not show the previous one's entry while the vault answers.
  return state.key === key ? state : { value: undefined, loading: true };
}

/** Every ticket saved on this device, trips ahead first. */
export function useSavedTickets() {
  const { value, loading } = useVaultRead(() => ticketVault.list(), []);
  return { tickets: value ?? [], loading };
}

/** The saved copy of one booking, if the device has it. */
export function useSavedTicket(reference: string): { entry: VaultEntry | undefined; loading: boolean } {
  const { value, loading } = useVaultRead(() => ticketVault.get(reference), [reference]);
  return { entry: value, loading };
}
