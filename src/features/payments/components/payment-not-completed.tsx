import { Alert, Button, Stack, Title } from '@mantine/core';
import { PAYMENT_MESSAGES } from '../messages';
import { useSelectPaymentMethod, type ResumeCheckout } from '../resume-payment';
import { PaymentHelpLink } from '@/ui/payment-help-link';

type Props = { reference: string; message: string; resumeCheckout: ResumeCheckout | undefined };

/**
 * A payment cancelled or failed at the provider while the booking still holds its seats (issue
 * 31, defect 4): not a cancelled booking. The server's sentence says until when; 'Select payment
 * method' goes back to choose again (checkout, or /pay-booking).
 */
export function PaymentNotCompleted({ reference, message, resumeCheckout }: Props) {
  const select = useSelectPaymentMethod(reference, message, resumeCheckout);
  return (
    <Stack gap="md">
      <Title order={1}>{PAYMENT_MESSAGES.notCompletedHeading}</Title>
      <Alert color="amber" role="status">{message}</Alert>
      <Button onClick={select} w="fit-content">Select payment method</Button>
      <PaymentHelpLink />
    </Stack>
  );
}
