import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Go Home and Hire Again (spec 1 §2 'Payment hand-off and result pages', for a hire). */
export function HireActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/">Go Home</Button>
      <Button component={Link} to="/hire-vehicle" variant="light">Hire Again</Button>
    </Group>
  );
}
