import { Loader, Stack, Text } from '@mantine/core';

/** The result pages' wait while the server asks the provider about the payment (spec 1 §2: a loading spinner first). */
export function ConfirmingPayment() {
  return (
    <Stack align="center" gap="md" py="xl" role="status">
      <Loader aria-hidden />
      <Text>Confirming your payment…</Text>
    </Stack>
  );
}
