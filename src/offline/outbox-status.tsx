import { lazy, Suspense, useEffect } from 'react';
import { QUEUED_FORM_KINDS } from '@contract/outbox';
import { outboxStore, useOutbox } from './form-outbox';
import { OptionalPart } from '@/ui/optional-part';
import classes from './update-prompt.module.css';

const Toast = lazy(() => import('@/ui/toast'));

const SHOW_MS = 6000;

/** Says when a message saved offline has reached us, or was refused (with the server's reason). */
export function OutboxStatus() {
  const { settled } = useOutbox();
  const latest = settled.at(-1);
  useEffect(() => {
    if (!latest) return;
    const timer = window.setTimeout(() => outboxStore.dismissSettled(latest.id), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [latest]);
  if (!latest) return null;
  const what = QUEUED_FORM_KINDS[latest.kind];
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <Toast
          role="status"
          color={latest.outcome === 'delivered' ? 'freely' : 'red'}
          title={latest.outcome === 'delivered' ? `${what} sent` : `${what} not accepted`}
          onClose={() => outboxStore.dismissSettled(latest.id)}
          closeButtonProps={{ 'aria-label': 'Close' }}
          className={classes.toast}
        >
          {latest.outcome === 'delivered' ? `Your ${what.toLowerCase()} saved offline has been delivered.` : latest.message}
        </Toast>
      </Suspense>
    </OptionalPart>
  );
}
