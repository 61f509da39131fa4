import { Alert, Stack, Title } from '@mantine/core';
import type { HireSummary } from '@contract/hire';
import { HIRE_RESULT } from '../outcome';
import { HireActions } from './hire-actions';
import { HireDetails } from './hire-details';

/** A paid hire: its heading, that it is booked, its details and the ways on. */
export function HirePaid({ hire }: { hire: HireSummary }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{HIRE_RESULT.paidHeading(hire.refCode)}</Title>
      <Alert color="freely" role="status" title="Payment received">
        Your bus hire is booked and paid. Keep the reference code below for any question about it.
      </Alert>
      <HireDetails hire={hire} />
      <HireActions />
    </Stack>
  );
}
