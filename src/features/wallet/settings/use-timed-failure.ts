import { useState } from 'react';
import { useTimeout } from '@mantine/hooks';
import { PIN_FAILURE_MS } from '../pin-flow';

/** A failure shown for 4 s, then gone (spec 1 §4 'Wallet PIN change', spec 2 §8 toasts). */
export function useTimedFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const hide = useTimeout(() => setFailure(null), PIN_FAILURE_MS);
  return {
    failure,
    show: (message: string) => {
      setFailure(message);
      hide.clear();
      hide.start();
    },
    clear: () => setFailure(null),
  };
}
