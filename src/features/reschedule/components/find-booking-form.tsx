import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { isNoConnection, refusalMessage } from '@/api/api-error';
import { NoConnection } from '@/ui/no-connection';

type Props = {
  initialRef: string;
  initialPhone: string;
  signedIn: boolean;
  online: boolean;
  busy: boolean;
  error: unknown;
  onFind: (ask: { ref: string; phone: string }) => void;
};

/** Step 1: the booking by its reference and the phone number it was made with (a signed-in traveller's own needs no phone). */
export function FindBookingForm({ initialRef, initialPhone, signedIn, online, busy, error, onFind }: Props) {
  const [ref, setRef] = useState(initialRef);
  const [phone, setPhone] = useState(initialPhone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFind({ ref: ref.trim().toUpperCase(), phone: phone.trim() });
  };
  const refused = refusalMessage(error);
  return (
    <form onSubmit={submit} aria-label="Find your booking" noValidate>
      <Stack gap="sm">
        <TextInput label="Booking reference" placeholder="FRE-…" autoComplete="off" autoCapitalize="characters" required value={ref} onChange={(e) => setRef(e.currentTarget.value)} />
        <TextInput
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={!signedIn}
          description={signedIn ? 'The number the booking was made with. Not needed for a booking made with your account.' : 'The number the booking was made with, e.g. 08031234567.'}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        {refused ? <Alert color="red" role="alert">{refused}</Alert> : null}
        {isNoConnection(error) ? <NoConnection onRetry={() => onFind({ ref: ref.trim().toUpperCase(), phone: phone.trim() })} retrying={busy} /> : null}
        <Button type="submit" loading={busy} disabled={!online || ref.trim() === '' || (!signedIn && phone.trim() === '')} w="fit-content">Find booking</Button>
      </Stack>
    </form>
  );
}
