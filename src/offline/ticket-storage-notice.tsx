import { Alert } from '@mantine/core';
import type { StoragePersistence } from './storage-persistence';
import { useStoragePersisted } from './use-storage-persisted';

/**
 * Beside saved tickets while the browser has not agreed to keep them: the phone may clear them
 * when it runs low on space. Says nothing when they are kept, or when the browser cannot tell.
 */
export function TicketStorageNotice({ store }: { store?: StoragePersistence }) {
  const persistence = useStoragePersisted(store);
  if (persistence !== 'not-granted') return null;
  return (
    // A standing remark, not an alert: screen readers should not interrupt for it.
    <Alert role="note" variant="light" color="gray" aria-label="Saved tickets may be cleared">
      This phone may clear saved tickets when it runs low on space. Installing Freely helps keep them; a screenshot of your QR code
      is a safe copy.
    </Alert>
  );
}
