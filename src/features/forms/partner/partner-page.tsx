import { useState } from 'react';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PARTNER_THANKS } from '@contract/forms';
import { ContactStep } from './contact-step';
import { PartnerTypeCards } from './partner-type-cards';
import { partnerDraftStore, usePartnerDraft } from './partner-draft';
import { VehicleStep } from './vehicle-step';

/**
 * /enterprise (spec 1 §2, §4, §5): choose Individual or Corporate Partner, then contact details,
 * then vehicle details. The type, the step and every field survive a reload until the enquiry is sent.
 */
export function PartnerPage() {
  const draft = usePartnerDraft();
  const [thanks, setThanks] = useState(false);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Enterprise Partner</Title>
          <Text mt="xs">Earn with your vehicles on Freely. Tell us about you and your vehicle and we will get in touch.</Text>
        </div>
        {thanks && (
          <Alert role="status" color="green" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setThanks(false)}>
            {PARTNER_THANKS} <Anchor component={Link} to="/">Go Home</Anchor>
          </Alert>
        )}
        {draft.step === 'vehicle' && draft.type ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">{draft.type === 'individual' ? 'Individual Partner' : 'Corporate Partner'}: step 2 of 2</Text>
            <VehicleStep
              onBack={() => partnerDraftStore.set((d) => ({ ...d, step: 'details' }))}
              onSent={() => {
                partnerDraftStore.clear();
                setThanks(true);
              }}
            />
          </Stack>
        ) : (
          <>
            <PartnerTypeCards
              value={draft.type}
              onChange={(type) => {
                setThanks(false);
                partnerDraftStore.set((d) => ({ ...d, type }));
              }}
            />
            {draft.type && <ContactStep key={draft.type} type={draft.type} onNext={() => partnerDraftStore.set((d) => ({ ...d, step: 'vehicle' }))} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
