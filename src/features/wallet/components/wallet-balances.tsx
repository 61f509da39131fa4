import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Wallet } from '@contract/wallet';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { DetailList } from '@/ui/detail-list';

const naira = (amount: number) => formatNaira(nairaToKobo(amount));

/** The balances (spec 1 §3 'Wallet'): available to spend, the cashback wallet's, and what is blocked. */
export function WalletBalances({ wallet, onFund }: { wallet: Wallet; onFund: () => void }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="wallet-balance">
      <Stack gap="sm">
        <Text id="wallet-balance" size="sm" c="dimmed">Available balance</Text>
        <Text fz={32} fw={700} lh={1.1}>{naira(wallet.AvailableBalance)}</Text>
        <DetailList
          label="Wallet balances"
          items={[
            { label: 'Cashback balance', value: naira(wallet.CashbackWallet.AccountBalance) },
            ...(wallet.BlockedBalance > 0 ? [{ label: 'Blocked', value: naira(wallet.BlockedBalance) }, { label: 'Ledger balance', value: naira(wallet.LedgerBalance) }] : []),
          ]}
        />
        <Group>
          <Button onClick={onFund}>Fund wallet</Button>
        </Group>
      </Stack>
    </Card>
  );
}
