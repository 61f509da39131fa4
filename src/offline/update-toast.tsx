import { useSyncExternalStore } from 'react';
import { Button, Group, Notification, Text } from '@mantine/core';
import { swStatusStore } from './sw-bridge';
import { useDuringPayment } from './during-payment';
import classes from './update-prompt.module.css';

/** Tells the traveller the app now works offline, and asks before a new version takes over. */
export default function UpdateToast() {
  const { offlineReady, updateWaiting } = useSyncExternalStore(swStatusStore.subscribe, swStatusStore.get, swStatusStore.get);
  // Never offered mid-payment: it comes back once the payment is over.
  const duringPayment = useDuringPayment();
  if (updateWaiting && !duringPayment) {
    return (
      <Notification role="status" withCloseButton={false} title="A new version of Freely is ready" className={classes.toast}>
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="sm">Update now? Anything you typed is kept.</Text>
          <Button size="xs" onClick={swStatusStore.applyUpdate}>Update</Button>
        </Group>
      </Notification>
    );
  }
  if (offlineReady) {
    return (
      <Notification role="status" color="freely" title="Ready to work offline" onClose={swStatusStore.dismissOfflineReady} className={classes.toast}>
        Freely is saved on this device. Pages you have opened and your tickets will open without signal.
      </Notification>
    );
  }
  return null;
}
