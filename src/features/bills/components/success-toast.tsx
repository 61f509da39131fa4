import { lazy, Suspense, useEffect } from 'react';
import { Text } from '@mantine/core';
import { OptionalPart } from '@/ui/optional-part';

const Toast = lazy(() => import('@/ui/toast'));

/** Spec 2 §8: toasts last 4 s. */
const NOTICE_MS = 4000;

/** Where the toast's chunk cannot load: the sentence as plain text. */
const plainNotice = (message: string) =>
  function PlainNotice() {
    return <Text role="status" fw={600} c="freely.8">{message}</Text>;
  };

/** 'Airtime Purchased Successfully.' or 'Purchased Successfully.' at the top of the screen for 4 s; plain text if the toast's chunk cannot load. */
export function SuccessToast({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <OptionalPart fallback={plainNotice(message)}>
      <Suspense fallback={null}>
        <Toast
          role="status"
          color="freely"
          onClose={onClose}
          closeButtonProps={{ 'aria-label': 'Dismiss' }}
          withBorder
          style={{ position: 'fixed', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 400, width: 'min(420px, calc(100vw - 24px))' }}
        >
          {message}
        </Toast>
      </Suspense>
    </OptionalPart>
  );
}
