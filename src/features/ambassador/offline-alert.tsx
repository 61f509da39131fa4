import { Alert } from '@mantine/core';
import { useOnline } from '@/offline/network-status';

/** Says what needs the network, only while the phone is offline. */
export function OfflineAlert({ text }: { text: string }) {
  return useOnline() ? null : <Alert color="amber" role="status">{text}</Alert>;
}
