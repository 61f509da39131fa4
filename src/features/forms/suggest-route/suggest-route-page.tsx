import '@/ui/overlay-styles';
import { Alert, Button, Container, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ROUTE_SUGGESTED, routeSuggestionRequest } from '@contract/forms';
import { QUEUED_MESSAGE } from '@contract/outbox';
import { useSession } from '@/api/session';
import { useSuggestRoute } from '../api/suggest-route';
import { WaitingMessagesLink } from '../form-outcome';
import { stateOptions } from '../state-options';
import { allFilled } from '../submission';
import { useDraftForm } from '@/lib/use-draft-form';
import { useDraftSend } from '../use-draft-send';
import {
  contactIsComplete, signedInContact, SUGGESTION_REQUIRED, suggestionBody, suggestionDraftStore, type SuggestionContact, type SuggestionValues,
} from './suggestion-draft';

const STATES = stateOptions();

/** /suggest-route (spec 1 §2, §5): a route we do not run yet; contact fields only for visitors. */
export function SuggestRoutePage() {
  const user = useSession()?.user;
  const prefill = user ? signedInContact(user) : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Suggest a Route</Title>
          <Text mt="xs">Travelling somewhere we do not go yet? Tell us where from and where to.</Text>
        </div>
        {/* A sign-in while the page is open refills the contact fields from the new profile. */}
        <SuggestRouteForm key={prefill ? JSON.stringify(prefill) : 'visitor'} prefill={prefill} />
      </Stack>
    </Container>
  );
}

function SuggestRouteForm({ prefill }: { prefill: SuggestionContact | null }) {
  const hideContact = prefill !== null && contactIsComplete(prefill);
  const { form, clear } = useDraftForm({
    store: suggestionDraftStore,
    read: (draft): SuggestionValues => (prefill ? { ...draft.values, ...prefill } : draft.values),
    apply: (draft, values) => ({ ...draft, values }),
    schema: routeSuggestionRequest,
  });
  const send = useSuggestRoute();
  const { outcome, setOutcome, submit } = useDraftSend({
    store: suggestionDraftStore, toBody: suggestionBody, mutation: send, clear, sentMessage: ROUTE_SUGGESTED, button: 'Submit',
  });
  const onSubmit = form.onSubmit(submit);
  const queued = outcome?.kind === 'queued';

  return (
    <>
    <form noValidate onSubmit={onSubmit} aria-label="Suggest a Route">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect label="Departure State" required data={STATES} {...form.getInputProps('DepartureState')} />
          <TextInput label="Departure Location" placeholder="e.g. Ajah" required {...form.getInputProps('DepartureLocation')} />
          <NativeSelect label="Arrival State" required data={STATES} {...form.getInputProps('ArrivalState')} />
          <TextInput label="Arrival Location" placeholder="e.g. Bodija" required {...form.getInputProps('ArrivalLocation')} />
        </SimpleGrid>
        {hideContact ? (
          <Text size="sm" c="dimmed">We will reply to {prefill.Email} or {prefill.PhoneNumber}.</Text>
        ) : (
          <>
            <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('FullName')} />
            <TextInput label="Email Address" type="email" inputMode="email" autoComplete="email" required {...form.getInputProps('Email')} />
            <TextInput label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" placeholder="08031234567" required {...form.getInputProps('PhoneNumber')} />
          </>
        )}
        {outcome?.kind === 'failed' && (
          <Alert color="red" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setOutcome(null)}>{outcome.message}</Alert>
        )}
        <Button type="submit" loading={send.isPending} disabled={!allFilled(form.values, SUGGESTION_REQUIRED)} w={{ base: '100%', xs: 'auto' }}>
          Submit
        </Button>
      </Stack>
    </form>
      <Modal opened={queued || outcome?.kind === 'sent'} onClose={() => setOutcome(null)} title={queued ? 'Saved on this phone' : 'Route suggested'} centered>
        <Stack gap="md">
          <Text>{queued ? QUEUED_MESSAGE : ROUTE_SUGGESTED}</Text>
          {queued && <WaitingMessagesLink />}
          <Group justify="flex-end">
            <Button component={Link} to="/">Go Home</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
