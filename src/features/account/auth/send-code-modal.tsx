import '@/ui/overlay-styles';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { SubmitForm } from '@/ui/submit-form';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  initialAddress?: string;
  /** How this screen's Email Address field differs: its type, autocomplete and description. */
  field: Pick<TextInputProps, 'type' | 'autoComplete' | 'description'>;
  /** Sends the code, or answers what is wrong with the typed address. */
  onSubmit: (typed: string) => string | null;
  sending: boolean;
  error: string | null;
  children?: ReactNode;
};

/** The modal before 'Enter Verification Code': the address a code goes to, and Send Code. */
export function SendCodeModal({ opened, onClose, title, intro, initialAddress = '', field, onSubmit, sending, error, children }: Props) {
  const [typed, setTyped] = useState(initialAddress);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <SubmitForm onSubmit={() => setProblem(onSubmit(typed))}>
        <Stack gap="md">
          <Text>{intro}</Text>
          <TextInput
            label="Email Address"
            inputMode="email"
            {...field}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <Button type="submit" disabled={!typed.trim()} loading={sending} fullWidth>Send Code</Button>
          {children}
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
