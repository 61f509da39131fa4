import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paidWithWords, type HelpPayment } from '@contract/payment-help';
import { formatDateTime } from '@/lib/clock-time';
import { formatNaira } from '@/lib/naira';
import { CopyButton } from '@/ui/copy-button';
import { DetailList } from '@/ui/detail-list';
import { plainWords, type PlainWords } from '../plain-words';

/** The app's status colours (as Recent bills and Booking history): settled either way, still open, nothing taken, with a person. */
const TONE: Record<PlainWords['tone'], string> = { done: 'freely', back: 'freely', open: 'amber', none: 'gray', support: 'red' };

/** One payment: what it was for, what became of the money in plain words, and the way on. */
export function PaymentCard({ payment }: { payment: HelpPayment }) {
  const words = plainWords(payment);
  return (
    <Card component="li" withBorder padding="md" aria-label={`${payment.what}: ${words.status}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">{payment.what}</Title>
          <Badge color={TONE[words.tone]} variant="light" tt="none" style={{ flexShrink: 0 }}>{words.status}</Badge>
        </Group>
        <Text>{words.sentence}</Text>
        {words.token ? (
          <Group gap="xs">
            <Text size="sm">Your token: <Text span fw={700} ff="monospace">{words.token}</Text></Text>
            <CopyButton text={words.token} label="Copy token" failedLabel="Select the token to copy it" size="xs" variant="light" />
          </Group>
        ) : null}
        <DetailList
          label={`About payment ${payment.reference}`}
          items={[
            { label: 'Amount', value: formatNaira(payment.amountKobo) },
            { label: 'Paid with', value: paidWithWords(payment.provider, payment.paidWith) },
            { label: 'Reference', value: payment.reference },
            { label: 'Started', value: formatDateTime(payment.startedAt) },
          ]}
        />
        {words.ticket ? (
          <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/bookingStatus" search={{ ref: words.ticket }} />}>Open your ticket</Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
