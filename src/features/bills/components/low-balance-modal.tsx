import '@/ui/overlay-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { WALLET_MESSAGES } from '@contract/wallet';
import { formatNaira } from '@/lib/naira';

type Props = { balanceKobo: number; totalKobo: number; onTryAgain: () => void };

/** Spec 1 §4, §5 'Payment gating': the wallet's available balance is below the total. Try Again goes back to the payment methods. */
export function LowBalanceModal({ balanceKobo, totalKobo, onTryAgain }: Props) {
  return (
    <Modal opened onClose={onTryAgain} title={WALLET_MESSAGES.lowBalance} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>
          Your wallet balance is {formatNaira(balanceKobo)} and this bill costs {formatNaira(totalKobo)}. Fund your wallet, or pay by card.
        </Text>
        <Group>
          <Button onClick={onTryAgain} data-autofocus>Try Again</Button>
          <Button variant="light" renderRoot={(props) => <Link {...props} to="/profile" />}>Fund wallet</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
