import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/clock-time';
import { useOnline } from '@/offline/network-status';
import { downloadedAt, type Prep } from '../prep';
import type { RefreshState } from '../scanner-controller';

/**
 * What the scanner stands on and how fresh it is: when today's passenger list and the ticket keys
 * were downloaded, whether it is working from them with no signal, and Update lists.
 */
export function PrepStatus({ prep, refresh, today, onUpdate }: { prep: Prep; refresh: RefreshState; today: string; onUpdate: () => void }) {
  const online = useOnline();
  const at = downloadedAt(prep, today);
  const running = refresh.status === 'running';
  return (
    <Stack gap="xs" align="flex-start">
      <div role="status">
        {at ? (
          <Text>Saved on this phone: today's passenger lists and ticket keys, downloaded {formatDateTime(at)}.</Text>
        ) : (
          <Text fw={600}>Today's passenger list is not on this phone yet: it needs a connection once.</Text>
        )}
        {running ? <Text>Downloading the latest lists…</Text> : null}
      </div>
      {!online || refresh.status === 'offline' ? (
        <Alert color="amber" role="status" title="No connection" w="100%">
          {at ? 'Scanning works with the lists above. Scans are kept on this phone and sent when the signal returns.' : 'Connect once to download the lists; then the scanner works with no signal all day.'}
        </Alert>
      ) : null}
      {refresh.status === 'failed' ? <Alert color="red" role="alert" w="100%">{refresh.message}</Alert> : null}
      <Button variant="light" onClick={onUpdate} loading={running} disabled={!online}>Update lists</Button>
    </Stack>
  );
}
