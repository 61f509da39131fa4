import '@/ui/toast-styles';
import { useSyncExternalStore } from 'react';
import { Button, Group, Notification, Text } from '@mantine/core';
import { INITIAL_SW_STATUS, swStatusStore } from './sw-bridge';
import { useDuringPayment } from '@/entities/payment/during-payment';
import { OFFLINE_READY_SHOW_MS, useAutoClose } from './use-auto-close';
import classes from './update-prompt.module.css';

/** Tells the traveller the app now works offline, and asks before a new version takes over. */
export default function UpdateToast() {
  const { offlineReady, updateWaiting } = useSyncExternalStore(swStatusStore.subscribe, swStatusStore.get, () => INITIAL_SW_STATUS);
  // Never offered mid-payment: it comes back once the payment is over.
  const duringPayment = useDuringPayment();
  if (updateWaiting && !duringPayment) return <NewVersionToast onUpdate={swStatusStore.applyUpdate} />;
  if (offlineReady) return <OfflineReadyToast onClose={swStatusStore.dismissOfflineReady} />;
  return null;
}

/** Waits for the traveller's answer: the reload is theirs to choose. */
export function NewVersionToast({ onUpdate }: { onUpdate: () => void }) {
  return (
    <Notification role="status" withCloseButton={false} title="A new version of Freely is ready" className={classes.notice}>
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="sm">Update now? Anything you typed is kept.</Text>
        <Button size="xs" onClick={onUpdate}>Update</Button>
      </Group>
    </Notification>
  );
}

/** Good news only: it closes by itself after OFFLINE_READY_SHOW_MS, or by hand. */
export function OfflineReadyToast({ onClose }: { onClose: () => void }) {
  const hold = useAutoClose(onClose, OFFLINE_READY_SHOW_MS);
  return (
    <Notification
      role="status"
      color="freely"
      title="Ready to work offline"
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      className={classes.notice}
      {...hold}
    >
      Your tickets and pages open offline.
    </Notification>
  );
}
