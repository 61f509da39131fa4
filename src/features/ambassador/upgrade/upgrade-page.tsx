import { useState } from 'react';
import { Alert, Button, Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AMBASSADOR_MESSAGES as A, NIN_LENGTH, UPGRADE_HOME_MS, upgradeRequest } from '@contract/ambassador';
import { useSessionStore } from '@/lib/session-store';
import { useDraftForm } from '@/lib/use-draft-form';
import { submitUpgradeMutation } from '../api/upgrade-calls';
import { failureText, OFFLINE } from '../failure-text';
import { OfflineAlert } from '../offline-alert';
import { useHomeAfter } from '../use-home-after';
import { useShownOnArrival } from '../use-shown-on-arrival';
import { PartnerSlider } from './partner-slider';
import { draftFor, livePending, upgradeDraftStore, type UpgradeValues } from './upgrade-draft';
import { UpgradeOtpModal } from './upgrade-otp-modal';
import { linkState } from './upgrade-link';
import { readVerificationId } from './upgrade-search';

type Field = { name: keyof UpgradeValues; label: string; autoComplete: string; kind?: 'tel' | 'email' | 'nin' };

/** The eight fields of spec 2 §3 'Ambassador upgrade', in the order people think of them. */
const FIELDS: Field[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel-national', kind: 'tel' },
  { name: 'email', label: 'Email Address', autoComplete: 'email', kind: 'email' },
  { name: 'address', label: 'Home Address', autoComplete: 'street-address' },
  { name: 'nin', label: 'NIN', autoComplete: 'off', kind: 'nin' },
  { name: 'occupation', label: 'Occupation', autoComplete: 'organization-title' },
  { name: 'officeAddress', label: 'Office Address', autoComplete: 'off' },
];

/** /upgrade?verificationId=… (spec 1 §2, §4 'Upgrade'): the partner slider and the Tier 3 form. */
export function UpgradePage({ verificationId: raw }: { verificationId: unknown }) {
  const verificationId = readVerificationId(raw);
  const link = linkState(verificationId);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Tier 3 upgrade</Title>
          <Text mt="xs">
            Verify your identity to become a Tier 3 ambassador. Fill in your details; we then send a code to your phone to confirm it is
            yours.
          </Text>
        </div>
        <PartnerSlider />
        {link === 'ok' ? (
          <UpgradeForm key={verificationId} verificationId={verificationId!} />
        ) : (
          <Alert color="red" role="alert" title="This link does not work">{link === 'missing' ? A.linkMissing : A.linkUnknown}</Alert>
        )}
      </Stack>
    </Container>
  );
}

function UpgradeForm({ verificationId }: { verificationId: string }) {
  const draft = draftFor(useSessionStore(upgradeDraftStore), verificationId);
  const pending = livePending(draft);
  const { form, save } = useDraftForm({
    store: upgradeDraftStore,
    read: (stored) => draftFor(stored, verificationId).values,
    apply: (stored, values) => ({ ...draftFor(stored, verificationId), values }),
    schema: upgradeRequest,
  });
  const submit = useMutation(submitUpgradeMutation());
  // The code window opens by itself after a reload that finds a live submission.
  const [otpOpen, setOtpOpen] = useState(pending !== null);
  const [info, setInfo] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const secondsLeft = useHomeAfter(UPGRADE_HOME_MS, done !== null);
  const doneRef = useShownOnArrival<HTMLDivElement>(done !== null);

  const send = (values: UpgradeValues) => {
    save.flush();
    submit.mutate({ verificationId, form: values }, {
      onSuccess: (sent) => {
        upgradeDraftStore.set((stored) => ({
          ...draftFor(stored, verificationId),
          pending: { ambassadorToken: sent.ambassadorToken, phoneNumber: sent.phoneNumber, expiresAt: Date.now() + sent.expiresIn * 1000 },
        }));
        setInfo(sent.message);
        setOtpOpen(true);
      },
    });
  };

  if (done) {
    return (
      <Alert ref={doneRef} tabIndex={-1} color="freely" role="status" title={done}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">You are now a Tier 3 ambassador. Taking you home in {secondsLeft} second{secondsLeft === 1 ? '' : 's'}.</Text>
          <Button component={Link} to="/" size="xs" variant="white">Go home now</Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <>
      <form noValidate onSubmit={form.onSubmit(send)} aria-labelledby="upgrade-form-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="upgrade-form-title">Your details</Title>
          <Text size="sm" c="dimmed">All fields are required. Your NIN is kept for identity checks and never shown to anyone.</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {FIELDS.map((field) => <UpgradeField key={field.name} field={field} form={form} />)}
          </SimpleGrid>
          <OfflineAlert text={OFFLINE.upgrade} />
          {submit.isError && !otpOpen ? <Alert color="red" role="alert">{failureText(submit.error, OFFLINE.upgrade)}</Alert> : null}
          {pending && !otpOpen ? (
            <Alert color="amber" role="status">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{A.completeOtp}</Text>
                <Button size="xs" variant="white" onClick={() => setOtpOpen(true)}>Enter the code</Button>
              </Stack>
            </Alert>
          ) : null}
          <Button type="submit" loading={submit.isPending && !otpOpen} w={{ base: '100%', xs: 'auto' }}>Submit</Button>
        </Stack>
      </form>
      {pending ? (
        <UpgradeOtpModal
          opened={otpOpen}
          pending={pending}
          info={info}
          resending={submit.isPending}
          resendError={otpOpen && submit.isError ? failureText(submit.error, OFFLINE.upgrade) : null}
          onResend={() => send(form.getValues())}
          onClose={() => setOtpOpen(false)}
          onVerified={(message) => {
            upgradeDraftStore.clear();
            setOtpOpen(false);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}

function UpgradeField({ field, form }: { field: Field; form: UseFormReturnType<UpgradeValues> }) {
  const props = { label: field.label, required: true, autoComplete: field.autoComplete, ...form.getInputProps(field.name) };
  switch (field.kind) {
    case 'tel':
      return <TextInput {...props} type="tel" inputMode="tel" placeholder="08031234567" description="11 digits, e.g. 08031234567" />;
    case 'email':
      return <TextInput {...props} type="email" inputMode="email" />;
    case 'nin':
      return <TextInput {...props} inputMode="numeric" maxLength={NIN_LENGTH} description={`National Identification Number, ${NIN_LENGTH} digits`} />;
    default:
      return <TextInput {...props} />;
  }
}
