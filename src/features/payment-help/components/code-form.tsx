import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { OTP_LENGTH } from '@contract/onboarding';
import { PinField } from '@/ui/pin-field';

type Props = {
  contact: string;
  /** What the server said when it sent the code. */
  info: string;
  error: string | null;
  checking: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeContact: () => void;
};

/** The 6-digit code sent to the phone or e-mail, with a new code and another contact as ways out. */
export function CodeForm({ contact, info, error, checking, resending, onVerify, onResend, onChangeContact }: Props) {
  const [code, setCode] = useState('');
  const complete = code.length === OTP_LENGTH;
  return (
    <form
      noValidate
      aria-label="Enter your code"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onVerify(code);
      }}
    >
      <Stack gap="md">
        {info && !error ? <Alert color="freely" role="status">{info}</Alert> : null}
        <Text>
          Enter the {OTP_LENGTH}-digit code we sent to <Text span fw={700}>{contact}</Text>. It works for 10 minutes.
        </Text>
        <PinField label="Code" length={OTP_LENGTH} value={code} onChange={setCode} masked={false} autoFocus />
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <Button type="submit" disabled={!complete} loading={checking} w={{ base: '100%', xs: 'auto' }}>Show my payments</Button>
        <Group gap="xs">
          <Button
            variant="subtle"
            loading={resending}
            onClick={() => {
              setCode('');
              onResend();
            }}
          >
            Send a new code
          </Button>
          <Button variant="subtle" onClick={onChangeContact}>Use another phone number or e-mail</Button>
        </Group>
        <Text size="sm" c="dimmed">
          No code after a few minutes? We send one only to a phone number or e-mail address that paid us in the last 30 days: try the
          other one you may have paid with.
        </Text>
      </Stack>
    </form>
  );
}
