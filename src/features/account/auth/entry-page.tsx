import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './auth-card';

/** /entry, the landing (spec 1 §2): Sign In / Sign Up, or continue as a guest. */
export function EntryPage() {
  return (
    <AuthCard title="Sign In / Sign Up">
      <Text>Sign in or create an account to get discounts on your bookings: signed-in travellers save 5% on every seat.</Text>
      <Stack gap="sm">
        <Button component={Link} to="/login" size="md">Sign In / Sign Up</Button>
        <Button component={Link} to="/" variant="outline" size="md">Continue as a guest</Button>
      </Stack>
      <Text size="sm" c="dimmed">Guests can still search, book and pay; discounts on bookings are for signed-in customers.</Text>
    </AuthCard>
  );
}
