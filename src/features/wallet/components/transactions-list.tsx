import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@contract/wallet';
import { isNoConnection } from '@/api/api-error';
import { formatDateTime } from '@/lib/clock-time';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { transactionsQueryOptions } from '../api/get-transactions';
import type { WalletOwner } from '@/entities/wallet/owner';
import { walletFailureText } from '../wallet-failure';
import { StatementDownload } from './statement-download';

/**
 * The wallet's movements, newest first, with Load more (what a traveller expects of any wallet):
 * each with the balance it left in its own wallet (main or cashback), and the whole statement as a
 * CSV file to keep.
 */
export function TransactionsList({ owner }: { owner: WalletOwner }) {
  const list = useInfiniteQuery(transactionsQueryOptions(owner));
  const items = list.data?.pages.flatMap((page) => page.Items) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="wallet-transactions">
      <Group justify="space-between" align="center">
        <Title order={2} id="wallet-transactions" size="h3">Transactions</Title>
        {items.length > 0 ? <StatementDownload owner={owner} /> : null}
      </Group>
      {list.isPending && list.fetchStatus === 'fetching' ? <Loader size="sm" role="status" aria-label="Loading your transactions" /> : null}
      {list.isError && !list.data ? (
        isNoConnection(list.error) ? (
          <NoConnection onRetry={() => void list.refetch()} retrying={list.isFetching}>{walletFailureText(list.error)}</NoConnection>
        ) : (
          <FailureAlert title="Could not load your transactions" action="Try again" onAction={() => void list.refetch()}>{walletFailureText(list.error)}</FailureAlert>
        )
      ) : null}
      {list.data && items.length === 0 ? <Text c="dimmed">No transactions yet. Fund your wallet or pay for a trip with it, and each movement shows here.</Text> : null}
      {items.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="wallet-transactions">
          {items.map((item) => <TransactionRow key={`${item.Reference}-${item.Wallet}-${item.Type}`} item={item} />)}
        </Stack>
      ) : null}
      {list.hasNextPage ? (
        <Button variant="light" w="fit-content" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>Load more</Button>
      ) : null}
      {list.isFetchNextPageError ? <Text size="sm" c="red.9" role="alert">{walletFailureText(list.error)}</Text> : null}
    </Stack>
  );
}

function TransactionRow({ item }: { item: WalletTransaction }) {
  const credit = item.Type === 'Credit';
  const wallet = item.Wallet === 'cashback' ? 'Cashback wallet' : 'Main wallet';
  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{item.Description}</Text>
          <Text size="xs" c="dimmed">
            {item.Type} · {wallet} · {formatDateTime(item.CreatedAt)}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {credit ? '+' : '−'}
            {formatNaira(nairaToKobo(Math.abs(item.Amount)))}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>Balance {formatNaira(nairaToKobo(item.BalanceAfter))}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
