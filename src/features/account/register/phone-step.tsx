import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PhoneField } from '../auth/phone-field';
import { canSignUp } from './register-stage';

type Props = {
  phone: string;
  onPhone: (value: string) => void;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  problem: string | null;
  error: string | null;
  sending: boolean;
  onSubmit: () => void;
};

/** Stage 1: the phone (Nigerian, +234 shown in front), the terms, and Sign Up once both are there. */
export function PhoneStep({ phone, onPhone, agreed, onAgreed, problem, error, sending, onSubmit }: Props) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSignUp(phone, agreed)) onSubmit();
      }}
    >
      <Stack gap="md">
        <PhoneField label="Phone Number" value={phone} onChange={onPhone} error={problem} required />
        <Checkbox
          checked={agreed}
          onChange={(event) => onAgreed(event.currentTarget.checked)}
          label={
            <>
              I agree to Freely&apos;s <Anchor component={Link} to="/Terms-and-Conditions" inherit underline="always">Terms &amp; Conditions</Anchor> and{' '}
              <Anchor component={Link} to="/Privacy-Policy" inherit underline="always">Privacy Policy</Anchor>
            </>
          }
        />
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <Button type="submit" disabled={!canSignUp(phone, agreed)} loading={sending} fullWidth>Sign Up</Button>
        <Text size="sm" ta="center">
          Already have an account? <Anchor component={Link} to="/login">Sign In</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
