import type { ReactNode } from 'react';
import { Alert, Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { contactFilled, contactFormSchema, type ContactForm } from '../checkout-schemas';
import { useStepForm } from '../use-step-form';
import { StepActions } from './step-actions';

type Props = {
  initial: ContactForm;
  onBack: () => void;
  onProceed: () => void;
  /** Proceed is being checked (the unpaid-booking limit for the contact typed). */
  checking?: boolean;
  /** Why Proceed did not go on (the unpaid-booking limit), above Back and Proceed. */
  notice?: ReactNode;
};

/** Step 3, Next of Kin Details: contact for the booking confirmation and the next of kin. */
export function ContactStep({ initial, onBack, onProceed, checking = false, notice }: Props) {
  const { form, onSubmit } = useStepForm<ContactForm>({
    initial,
    schema: contactFormSchema,
    toDraft: (draft, contact) => ({ ...draft, contact }),
    onProceed,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Title order={2}>Next of Kin Details</Title>
        <Text>We need your contact details for booking confirmation</Text>
        <TextInput label="Customer Email Address" type="email" inputMode="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput label="Customer Phone Number" type="tel" inputMode="tel" autoComplete="tel-national" required {...form.getInputProps('phoneNumber')} />
        <TextInput label="Next of Kin Name" autoComplete="off" required {...form.getInputProps('nextOfKinName')} />
        <TextInput label="Next of Kin's Mobile Phone Number" type="tel" inputMode="tel" autoComplete="off" required {...form.getInputProps('nextOfKinPhone')} />
        <Text size="sm">
          By proceeding you agree to our{' '}
          <Anchor component={Link} to="/Terms-and-Conditions">Terms and Conditions</Anchor>.
        </Text>
        <Alert color="amber" variant="light" title="No refunds">
          Tickets are valid for one month from the date of booking and cannot be refunded.
        </Alert>
        {notice}
        <StepActions onBack={onBack} proceedDisabled={!contactFilled(form.values) || checking} />
      </Stack>
    </form>
  );
}
