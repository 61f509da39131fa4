import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { WALLET_MESSAGES, type Wallet } from '@contract/wallet';
import { isNoConnection } from '@/api/api-error';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { MISSING_CONTACT, type WalletOwner } from '@/entities/wallet/owner';
import { useWallet } from '@/entities/wallet/use-wallet';
import { walletFailureText } from '../wallet-failure';

type Props = {
  /** What the tab needs of the wallet: a PIN to change, or only a wallet to reset the PIN of. */
  needs: 'pin' | 'wallet';
  children: (owner: WalletOwner, wallet: Wallet) => ReactNode;
};

/** A PIN tab of /setting opens on a wallet that can take it; otherwise it says why, with the way to the wallet. */
export function WalletGate({ needs, children }: Props) {
  const { owner, missing, wallet } = useWallet();
  if (missing) return <Alert color="amber" role="alert">{MISSING_CONTACT[missing]}</Alert>;
  if (!owner) return null;
  if (wallet.isError && !wallet.data) {
    return isNoConnection(wallet.error) ? (
      <NoConnection onRetry={() => void wallet.refetch()} retrying={wallet.isFetching}>{walletFailureText(wallet.error)}</NoConnection>
    ) : (
      <FailureAlert title="Could not load your wallet" action="Try again" onAction={() => void wallet.refetch()}>{walletFailureText(wallet.error)}</FailureAlert>
    );
  }
  const state = wallet.data;
  if (!state) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading your wallet" />
      </Center>
    );
  }
  if (state.kind === 'absent') return <GoToWallet>You have no wallet yet. Set one up on your wallet page first.</GoToWallet>;
  if (!state.wallet.HasPin) return <GoToWallet>{WALLET_MESSAGES.noPin}</GoToWallet>;
  if (needs === 'pin' && state.wallet.IsLocked) {
    return (
      <Alert color="red" role="alert" title="Wallet locked">
        <Text size="sm">{WALLET_MESSAGES.locked}</Text>
        <Button renderRoot={(props) => <Link {...props} to="/setting" search={{ tab: 'reset-pin' }} />} size="xs" variant="white" color="red" mt="xs">Reset Wallet Pin</Button>
      </Alert>
    );
  }
  return children(owner, state.wallet);
}

function GoToWallet({ children }: { children: ReactNode }) {
  return (
    <Alert color="amber" role="alert">
      <Text size="sm">{children}</Text>
      <Button component={Link} to="/profile" size="xs" variant="white" mt="xs">Go to Wallet</Button>
    </Alert>
  );
}
