import { Alert, Button, Stack, TextInput } from '@mantine/core';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Why the page is back at this step (a token that ran out), or the call's failure. */
  notice: string | null;
  sending: boolean;
  onSend: () => void;
};

/** The phone number or e-mail address the traveller paid with. */
export function ContactForm({ value, onChange, error, notice, sending, onSend }: Props) {
  return (
    <form
      noValidate
      aria-label="Find your payments"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Phone number or e-mail address"
          description="The one you gave when you paid. We send it a code to make sure it is yours."
          required
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {notice ? <Alert color="red" role="alert">{notice}</Alert> : null}
        <Button type="submit" loading={sending} disabled={value.trim() === ''} w={{ base: '100%', xs: 'auto' }}>Send code</Button>
      </Stack>
    </form>
  );
}
