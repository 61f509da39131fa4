import '@/ui/overlay-styles';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { BillOutcome } from '@contract/bills';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { outcomeView } from '../outcome';
import { PrepaidToken } from './prepaid-token';

const COLOR = { success: 'freely', failed: 'red', pending: 'amber' } as const;

/**
 * Electricity's outcome modals (spec 1 §4 'Bill flow'): Success (with the prepaid token), Failed
 * ('Your transaction failed, Please Try again.') and Pending ('Your transaction is processing'),
 * each with Close; the other kinds use it for a failure or a wait.
 */
export function OutcomeModal({ outcome, onClose }: { outcome: BillOutcome; onClose: () => void }) {
  const view = outcomeView(outcome);
  return (
    <Modal opened onClose={onClose} title={view.title} centered withCloseButton={false}>
      <Stack gap="md">
        <Alert color={COLOR[view.tone]} role={view.tone === 'failed' ? 'alert' : 'status'}>
          <Text size="sm">{view.message}</Text>
        </Alert>
        <Text size="sm">
          {outcome.billerName} · {outcome.itemName} for {outcome.customerId}: {formatNaira(nairaToKobo(outcome.total))}
        </Text>
        {view.tone === 'success' && outcome.token ? <PrepaidToken token={outcome.token} /> : null}
        {view.tone === 'pending' ? <Text size="sm" c="dimmed">Recent bills shows the result once the biller answers.</Text> : null}
        <Button onClick={onClose} data-autofocus>Close</Button>
      </Stack>
    </Modal>
  );
}
