import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';

type Props = {
  title: string;
  /** What went wrong, in the server's words or the screen's. */
  children: ReactNode;
  /** The one way on: 'Try again', 'Back to bus selection'… */
  action: string;
  onAction: () => void;
};

/** A red alert for something that failed, with the button that gets the traveller past it. */
export function FailureAlert({ title, children, action, onAction }: Props) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs">
        <Text size="sm">{children}</Text>
        <Button size="xs" variant="white" color="red" w="fit-content" onClick={onAction}>{action}</Button>
      </Stack>
    </Alert>
  );
}
