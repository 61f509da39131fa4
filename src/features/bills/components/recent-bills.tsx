import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BillOutcome, BillStatus } from '@contract/bills';
import { isNoConnection } from '@/api/api-error';
import { formatDateTime } from '@/lib/clock-time';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { useOnline } from '@/offline/network-status';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { billHistoryQueryOptions } from '../api/get-bill-history';
import { billsFailureText } from '../bills-failure';
import { groupToken, KIND_LABEL, STATUS_LABEL } from '../outcome';

/** How many of the customer's bills the menu shows. */
const SHOWN = 10;
const STATUS_COLOR: Record<BillStatus, string> = { success: 'freely', pending: 'amber', failed: 'red', 'awaiting-payment': 'gray' };

/**
 * The customer's own bills, newest first (GetTransactionByEmail): a pending one is asked about
 * again every few seconds until the biller answers. Offline, the list as last read, said so.
 */
export function RecentBills({ email }: { email: string }) {
  const history = useQuery(billHistoryQueryOptions(email));
  const online = useOnline();
  const bills = history.data?.slice(0, SHOWN) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-bills">
      <Title order={2} size="h3" id="recent-bills">Recent bills</Title>
      {history.data && !online ? <Alert color="amber" role="status">You are offline: these are your bills as last read.</Alert> : null}
      {history.isPending && history.fetchStatus === 'fetching' ? <Loader size="sm" role="status" aria-label="Loading your bills" /> : null}
      {history.isError && !history.data ? (
        isNoConnection(history.error) ? (
          <NoConnection onRetry={() => void history.refetch()} retrying={history.isFetching}>{billsFailureText(history.error)}</NoConnection>
        ) : (
          <FailureAlert title="Could not load your bills" action="Try again" onAction={() => void history.refetch()}>{billsFailureText(history.error)}</FailureAlert>
        )
      ) : null}
      {history.data && bills.length === 0 ? <Text c="dimmed">No bills yet. Each airtime, data, TV or electricity purchase shows here.</Text> : null}
      {bills.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="recent-bills">
          {bills.map((bill) => <BillRow key={bill.reference} bill={bill} />)}
        </Stack>
      ) : null}
    </Stack>
  );
}

function BillRow({ bill }: { bill: BillOutcome }) {
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {KIND_LABEL[bill.kind]} · {bill.billerName}
          </Text>
          <Badge color={STATUS_COLOR[bill.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>{STATUS_LABEL[bill.status]}</Badge>
        </Group>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {bill.itemName} · {bill.customerId}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>{formatNaira(nairaToKobo(bill.total))}</Text>
        </Group>
        <Text size="xs" c="dimmed">{formatDateTime(bill.createdAt)} · {bill.reference}</Text>
        {bill.kind === 'electricity' && bill.token ? <Text size="sm">Token: <Text span fw={700} ff="monospace">{groupToken(bill.token)}</Text></Text> : null}
        {bill.status === 'failed' && bill.refunded ? <Text size="xs" c="dimmed">Refunded</Text> : null}
      </Stack>
    </Card>
  );
}
