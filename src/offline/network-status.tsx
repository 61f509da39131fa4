import { useSyncExternalStore } from 'react';
import { Text } from '@mantine/core';
import classes from './network-status.module.css';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

/** A plain line under the header while the device has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Text role="status" size="sm" className={classes.banner}>
      You are offline. Saved pages still open; searching and paying need a connection.
    </Text>
  );
}
