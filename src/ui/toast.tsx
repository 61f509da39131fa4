import '@/ui/toast-styles';
import { Notification, type NotificationProps } from '@mantine/core';

/**
 * Mantine's Notification, in a chunk of its own: the shell's notices (session expired, a form sent
 * from the outbox) load it only when there is one to show.
 */
export default function Toast(props: NotificationProps) {
  return <Notification {...props} />;
}
