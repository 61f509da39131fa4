import { Loader, Group, Stack, Text } from '@mantine/core';
import { TicketQr } from '@/ui/ticket-qr';
import type { TicketSave } from '../use-issued-ticket-save';

export const TICKET_SAVE_MESSAGES = {
  saving: 'Saving this ticket on this phone…',
  saved: 'Saved on this phone: it opens at the terminal without signal, under My tickets.',
  failed: 'This ticket could not be saved on this phone. Take a screenshot of this QR code, or write down the reference.',
} as const satisfies Record<TicketSave, string>;

/**
 * The issued ticket's QR code (its signed QR text, else the reference), and whether it is really
 * saved on this phone (useIssuedTicketSave).
 */
export function IssuedTicketQr({ reference, qr, save }: { reference: string; qr: string | undefined; save: TicketSave }) {
  return (
    <Stack gap="xs" align="center">
      <TicketQr value={qr ?? reference} />
      <Group gap="xs" wrap="nowrap" role="status">
        {save === 'saving' ? <Loader size="xs" aria-hidden /> : null}
        <Text size="sm" ta="center" c={save === 'failed' ? 'red.8' : undefined} fw={save === 'saved' ? 600 : undefined}>
          {TICKET_SAVE_MESSAGES[save]}
        </Text>
      </Group>
    </Stack>
  );
}
