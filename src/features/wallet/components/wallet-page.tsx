import { useState } from 'react';
import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CASHBACK_RATE, WALLET_MESSAGES } from '@contract/wallet';
import { isNoConnection } from '@/api/api-error';
import { useOnline } from '@/offline/network-status';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { MISSING_CONTACT } from '@/entities/wallet/owner';
import { useWallet } from '@/entities/wallet/use-wallet';
import { useWalletSetup, type WalletSetup } from '../use-wallet-setup';
import { walletFailureText } from '../wallet-failure';
import { FundWalletModal } from './fund-wallet-modal';
import { FundingCheck } from './funding-check';
import { SetupModals } from './setup-modals';
import { TransactionsList } from './transactions-list';
import { WalletBalances } from './wallet-balances';

type Props = {
  /** ?reference= back from a card funding checkout. */
  reference?: string;
  onReferenceAnswered: () => void;
};

/** /profile, 'Wallet' (spec 1 §2, §4 'Wallet set-up'): balances, Fund wallet, Set Up Wallet and the transactions. */
export function WalletPage({ reference, onReferenceAnswered }: Props) {
  const { session, owner, missing, wallet } = useWallet();
  const setup = useWalletSetup(owner, { FirstName: session?.user.firstName ?? '', LastName: session?.user.lastName ?? '' });
  const [funding, setFunding] = useState(false);
  const online = useOnline();
  if (!session) return null;
  const state = wallet.data;

  return (
    <Stack gap="lg">
      <Title order={1}>Wallet</Title>
      {missing ? (
        <Alert color="amber" role="alert" title="Your wallet needs your contact details">
          <Text size="sm">{MISSING_CONTACT[missing]}</Text>
          {missing === 'email' ? <Button component={Link} to="/login-reg" size="xs" variant="white" mt="xs">Complete your profile</Button> : null}
        </Alert>
      ) : null}
      <FundingCheck reference={reference} onAnswered={onReferenceAnswered} />
      {state && !online ? <Alert color="amber" role="status">You are offline: this is your wallet as last read. Funding and paying need a connection.</Alert> : null}
      {wallet.isPending && wallet.fetchStatus === 'fetching' ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading your wallet" />
        </Center>
      ) : null}
      {wallet.isError && !state ? (
        isNoConnection(wallet.error) ? (
          <NoConnection onRetry={() => void wallet.refetch()} retrying={wallet.isFetching}>{walletFailureText(wallet.error)}</NoConnection>
        ) : (
          <FailureAlert title="Could not load your wallet" action="Try again" onAction={() => void wallet.refetch()}>{walletFailureText(wallet.error)}</FailureAlert>
        )
      ) : null}
      {state?.kind === 'absent' ? <NoWalletYet setup={setup} /> : null}
      {state?.kind === 'ready' ? (
        <>
          {!state.wallet.HasPin ? (
            <Alert color="amber" role="alert" title="Set your transaction PIN">
              <Text size="sm">{WALLET_MESSAGES.noPin}</Text>
              {setup.startError ? <Text size="sm" c="red.9" mt={4}>{setup.startError}</Text> : null}
              <Button size="xs" variant="white" mt="xs" loading={setup.starting} onClick={() => setup.start(true)}>Set PIN</Button>
            </Alert>
          ) : null}
          {state.wallet.IsLocked ? (
            <Alert color="red" role="alert" title="Wallet locked">
              <Text size="sm">{WALLET_MESSAGES.locked}</Text>
              <Button renderRoot={(props) => <Link {...props} to="/setting" search={{ tab: 'reset-pin' }} />} size="xs" variant="white" color="red" mt="xs">Reset Wallet Pin</Button>
            </Alert>
          ) : null}
          <WalletBalances wallet={state.wallet} onFund={() => setFunding(true)} />
        </>
      ) : null}
      {owner && state?.kind === 'ready' ? <TransactionsList owner={owner} /> : null}
      {owner ? (
        <>
          <SetupModals setup={setup} onFund={() => setFunding(true)} />
          <FundWalletModal opened={funding} onClose={() => setFunding(false)} owner={owner} />
        </>
      ) : null}
    </Stack>
  );
}

function NoWalletYet({ setup }: { setup: WalletSetup }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">You have no wallet yet</Title>
        <Text>
          Set one up to fund it by card and pay for trips with your 4-digit transaction PIN. Every trip paid from your wallet earns {CASHBACK_RATE * 100}% cashback.
        </Text>
        {setup.startError ? <Alert color="red" role="alert" w="100%">{setup.startError}</Alert> : null}
        <Button onClick={() => setup.start(false)} loading={setup.starting}>Set Up Wallet</Button>
      </Stack>
    </Card>
  );
}
