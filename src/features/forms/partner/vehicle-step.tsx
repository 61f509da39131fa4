import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { partnerVehicleSchema, partnerVehicleYears, type FormReceipt } from '@contract/forms';
import { MESSAGES } from '@contract/messages';
import { useOnline } from '@/offline/network-status';
import { useSendPartnerEnquiry } from '../api/send-partner-enquiry';
import { failureMessage, PARTNER_OFFLINE_MESSAGE, submissionKey } from '../submission';
import { draftPart } from '../draft-part';
import { useDraftForm } from '@/lib/use-draft-form';
import { partnerDraftStore, partnerEnquiryBody } from './partner-draft';

/** Spec 2 §9: the alert banner on the partner vehicle form stays 5 s. */
const BANNER_MS = 5000;

const YEAR_OPTIONS = [{ value: '', label: 'Choose a year', disabled: true }, ...partnerVehicleYears().map((y) => ({ value: String(y), label: String(y) }))];

/** Step 2, Vehicle Details: maker, model, colour and year; Back keeps everything, Submit sends the enquiry. */
export function VehicleStep({ onBack, onSent }: { onBack: () => void; onSent: (receipt: FormReceipt) => void }) {
  const { form, save } = useDraftForm({ ...draftPart(partnerDraftStore, 'vehicle'), schema: partnerVehicleSchema });
  const online = useOnline();
  const send = useSendPartnerEnquiry();
  const [banner, setBanner] = useState(false);
  const hideBanner = useTimeout(() => setBanner(false), BANNER_MS);
  const [failure, setFailure] = useState<string | null>(null);

  const showBanner = () => {
    setBanner(true);
    hideBanner.clear();
    hideBanner.start();
  };

  const onSubmit = form.onSubmit((vehicle) => {
    save.flush();
    const draft = { ...partnerDraftStore.get(), vehicle };
    const body = partnerEnquiryBody(draft);
    if (!body) return showBanner();
    const sent = submissionKey(draft.sent, body);
    partnerDraftStore.set({ ...draft, sent });
    setFailure(null);
    send.mutate({ body, key: sent.key }, {
      onSuccess: onSent,
      onError: (error) => setFailure(failureMessage(error, PARTNER_OFFLINE_MESSAGE)),
    });
  }, showBanner);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Vehicle details">
      <Stack gap="sm">
        <Title order={2} size="h3">Vehicle Details</Title>
        {banner && <Alert color="red" variant="light">{MESSAGES.allFieldsRequired}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Maker" placeholder="e.g. Toyota" required {...form.getInputProps('make')} />
          <TextInput label="Model" placeholder="e.g. Hiace" required {...form.getInputProps('model')} />
          <TextInput label="Colour" required {...form.getInputProps('colour')} />
          <NativeSelect label="Year" required data={YEAR_OPTIONS} {...form.getInputProps('vehicleYear')} />
        </SimpleGrid>
        {!online && <Text size="sm" c="dimmed">You are offline. Sending your enquiry needs a connection; what you typed stays here.</Text>}
        {failure && <Alert color="red" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setFailure(null)}>{failure}</Alert>}
        <Group justify="space-between">
          <Button variant="default" onClick={() => { save.flush(); onBack(); }}>Back</Button>
          <Button type="submit" loading={send.isPending}>Submit</Button>
        </Group>
      </Stack>
    </form>
  );
}
