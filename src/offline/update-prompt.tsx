import { lazy, Suspense, useSyncExternalStore } from 'react';
import { OptionalPart } from '@/ui/optional-part';
import { INITIAL_SW_STATUS, swStatusStore } from './sw-bridge';
import classes from './update-prompt.module.css';

// Shown once per install or update: its code (and the payment check) stays off the first load.
const UpdateToast = lazy(() => import('./update-toast'));

/** The 'Ready to work offline' and 'new version' toasts, loaded when there is one to show. */
export function UpdatePrompt() {
  const { offlineReady, updateWaiting } = useSyncExternalStore(swStatusStore.subscribe, swStatusStore.get, () => INITIAL_SW_STATUS);
  if (!offlineReady && !updateWaiting) return null;
  return (
    <>
      <div className={classes.room} aria-hidden="true" />
      <div className={classes.dock}>
        <OptionalPart>
          <Suspense fallback={null}>
            <UpdateToast />
          </Suspense>
        </OptionalPart>
      </div>
    </>
  );
}
