import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { LostTicketsState } from '../use-lost-tickets';

const listed = (references: string[]) => references.join(', ');
const tickets = (n: number) => (n === 1 ? 'ticket' : 'tickets');

/** Says which saved tickets the phone cleared, and where they are in coming back (use-lost-tickets.ts). */
export function LostTicketsNotice({ state }: { state: LostTicketsState }) {
  if (state.kind === 'none') return null;
  const { references } = state;
  const one = references.length === 1;
  if (state.kind === 'restored') {
    return (
      <Alert role="status" color="teal" title={`${one ? 'Ticket' : 'Tickets'} brought back`}>
        This phone had cleared {listed(references)}. {one ? 'It is' : 'They are'} saved here again and open without signal.
      </Alert>
    );
  }
  return (
    <Alert role="status" color="amber" title="Tickets cleared from this phone">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">This phone cleared {references.length} saved {tickets(references.length)}: {listed(references)}.</Text>
        {state.kind === 'waiting' ? (
          <Text size="sm">{one ? 'It comes' : 'They come'} back here by {one ? 'itself' : 'themselves'} when you have a signal.</Text>
        ) : state.kind === 'restoring' ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Bringing {one ? 'it' : 'them'} back…</Text>
          </Group>
        ) : (
          <>
            <Text size="sm">We could not bring {one ? 'it' : 'them'} back yet: we could not reach Freely. We try again when you have a signal.</Text>
            <Button size="xs" variant="white" onClick={state.retry}>Try again</Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
