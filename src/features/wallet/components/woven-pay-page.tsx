import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Said until the wallet service offers a bank-transfer account to fund into (no call for it exists yet). */
export const TRANSFER_FUNDING_UNAVAILABLE = 'Bank transfer funding is not available yet. Fund your wallet by card.';

/**
 * /wallet-woven-pay, the wallet funding page (spec 1 §2: transfer details and Go to Wallet). The
 * spec's own notes say its button is not used; with no transfer account to show, it says so plainly.
 */
export function WovenPayPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Wallet Funding</Title>
        <Alert color="amber" role="status" title="Bank transfer">{TRANSFER_FUNDING_UNAVAILABLE}</Alert>
        <Button w="fit-content" renderRoot={(props) => <Link {...props} to="/profile" />}>Go to Wallet</Button>
      </Stack>
    </Container>
  );
}
