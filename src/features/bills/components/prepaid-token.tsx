import { Stack, Text } from '@mantine/core';
import { CopyButton } from '@/ui/copy-button';
import { groupToken } from '../outcome';
import classes from './bills.module.css';

/** A prepaid electricity token: in groups of four, as it is keyed into the meter, with a Copy button ('Copied!!!'). */
export function PrepaidToken({ token }: { token: string }) {
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" fw={600}>Token</Text>
      <Text className={classes.token}>{groupToken(token)}</Text>
      <CopyButton text={token} label="Copy token" failedLabel="Select the token to copy it" size="xs" variant="light" />
    </Stack>
  );
}
