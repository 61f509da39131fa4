import '@/ui/overlay-styles';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { DetailList } from '@/ui/detail-list';
import { orderLines, type BillOrder } from '../order';
import { OfflineNote } from './offline-note';

type Props = { order: BillOrder; reference: string; online: boolean; onPay: () => void; onClose: () => void };

/** The confirm modal (spec 1 §4 'Bill flow'): what, for whom, amount, fee and total; Pay opens the payment methods. */
export function ConfirmModal({ order, reference, online, onPay, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} title="Confirm Payment" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <DetailList items={orderLines(order)} label="Payment details" />
        <Text size="sm" c="dimmed">Reference {reference}</Text>
        {online ? null : <OfflineNote />}
        <Button onClick={onPay} disabled={!online} data-autofocus>Pay</Button>
      </Stack>
    </Modal>
  );
}
