import '@/ui/overlay-styles';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { STOPOVER_NOTICE } from './trip-rules';

/** 'No bus found' with Book Again to / (spec 1 §2). */
export function NoBusFound({ detail }: { detail?: string }) {
  return (
    <Stack gap="sm" align="flex-start" role="status">
      <Title order={2}>No bus found</Title>
      {detail && <Text c="dimmed">{detail}</Text>}
      <Button component={Link} to="/">Book Again</Button>
    </Stack>
  );
}

type SuggestProps = { title: 'No bus available' | 'Suggested bus available'; message: string; onView: () => void; onClose: () => void };

/** No direct bus, but nearby terminals have one: 'View suggestions' lists them. */
export function SuggestionModal({ title, message, onView, onClose }: SuggestProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <Button onClick={onView}>View suggestions</Button>
      </Stack>
    </Modal>
  );
}

/** Spec 1 §4: shown before the seat picker of the 08:15 AM Benin (Akpakpava) to Lagos (Iyana Ipaja) bus. */
export function StopoverModal({ onProceed, onClose }: { onProceed: () => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Stopover notice" centered>
      <Stack gap="md">
        <Text>{STOPOVER_NOTICE}</Text>
        <Button onClick={onProceed}>Proceed</Button>
      </Stack>
    </Modal>
  );
}
