import { Alert } from '@mantine/core';
import { useOnline } from '@/offline/network-status';

/** Says what cannot be done offline, only while offline. */
export function OfflineNotice({ text }: { text: string }) {
  return useOnline() ? null : <Alert color="amber" role="status">{text}</Alert>;
}
