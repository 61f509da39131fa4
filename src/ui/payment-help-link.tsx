import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The way to /payment-help ("I paid but have no ticket") from a failed or cancelled payment, the
 * footer's sibling for the views where a traveller may have been debited without a result.
 */
export function PaymentHelpLink({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Text size={size}>
      Money taken from your account?{' '}
      <Anchor component={Link} to="/payment-help" inherit fw={600}>I paid but have no ticket</Anchor>
      {' '}shows every payment you made with us and what became of it.
    </Text>
  );
}
