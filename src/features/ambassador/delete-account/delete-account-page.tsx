import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Container, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DELETE_HOME_MS, DELETION_REQUEST_MINUTES } from '@contract/ambassador';
import { MESSAGES } from '@contract/messages';
import { EMAIL_PATTERN } from '@contract/validation';
import { sessionStore, useSession } from '@/api/session';
import { useSessionStore } from '@/lib/session-store';
import { forgetPersistedQueries } from '@/offline/query-persister';
import { deleteAccountMutation, resendCodeMutation, searchAccountMutation, withdrawDeletion } from '../api/deletion-calls';
import { failureText, OFFLINE } from '../failure-text';
import { OfflineAlert } from '../offline-alert';
import { useHomeAfter } from '../use-home-after';
import { useShownOnArrival } from '../use-shown-on-arrival';
import { deleteDraftStore, liveRequest } from './delete-draft';
import { DeleteOtpModal } from './delete-otp-modal';

/** What the warning says is lost (spec 1 §2). */
const LOST = ['your profile', 'your trip history', 'your saved preferences', 'your wallet balance'] as const;

/** /delete-account (spec 1 §2, §4 'Delete account'): search by e-mail, the code sent at once, then delete. */
export function DeleteAccountPage() {
  const draft = useSessionStore(deleteDraftStore);
  const request = liveRequest(draft);
  const session = useSession();
  const queryClient = useQueryClient();
  const search = useMutation(searchAccountMutation());
  const resend = useMutation(resendCodeMutation());
  const remove = useMutation(deleteAccountMutation());
  const [otpOpen, setOtpOpen] = useState(request !== null);
  const [info, setInfo] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<{ message: string; wasSignedIn: boolean } | null>(null);
  // The account signed in on this phone is gone: forget it here too, then home with a reload.
  const signOutHere = () => {
    void (async () => {
      await sessionStore.clear();
      queryClient.clear();
      await forgetPersistedQueries().catch(() => undefined);
      window.location.assign('/');
    })();
  };
  const secondsLeft = useHomeAfter(DELETE_HOME_MS, deleted !== null, deleted?.wasSignedIn ? signOutHere : undefined);
  const deletedRef = useShownOnArrival<HTMLDivElement>(deleted !== null);

  const startSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const email = draft.email.trim();
    if (!EMAIL_PATTERN.test(email)) {
      setEmailError(MESSAGES.invalidEmail);
      return;
    }
    setEmailError(null);
    search.mutate(email, {
      onSuccess: ({ ambassadorId, message }) => {
        deleteDraftStore.set((d) => ({ ...d, request: { ambassadorId, email: email.toLowerCase(), expiresAt: Date.now() + DELETION_REQUEST_MINUTES * 60_000 } }));
        remove.reset();
        resend.reset();
        setInfo(message);
        setOtpOpen(true);
      },
    });
  };

  const close = () => {
    setOtpOpen(false);
    // Closing withdraws the request: its code stops working (best effort, offline it just lapses).
    if (request) void withdrawDeletion(request.ambassadorId).catch(() => undefined);
    deleteDraftStore.set((d) => ({ ...d, request: null }));
  };

  if (deleted) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Title order={1}>Delete Account</Title>
          <Alert ref={deletedRef} tabIndex={-1} color="freely" role="status" title={deleted.message}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Your personal data has been removed. Taking you home in {secondsLeft} second{secondsLeft === 1 ? '' : 's'}.</Text>
              <Button component={Link} to="/" size="xs" variant="white">Go home now</Button>
            </Stack>
          </Alert>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Delete Account</Title>
        <Alert color="red" variant="light" title="Deleting your account is permanent" role="note">
          <Text size="sm">Once deleted, it cannot be brought back. You lose:</Text>
          <List size="sm" mt={4}>
            {LOST.map((what) => <List.Item key={what}>{what}</List.Item>)}
          </List>
          <Text size="sm" mt={4}>
            Spend your wallet balance first: an account whose wallet holds money cannot be deleted. Records of your trips and bill payments are kept
            without your name, as <Anchor component={Link} to="/data-collection" inherit>Data Collection</Anchor> explains.
          </Text>
        </Alert>
        <form noValidate onSubmit={startSearch} aria-label="Find your account">
          <Stack gap="sm">
            <TextInput
              label="Email Address"
              description="The e-mail address of your Freely account."
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={draft.email}
              error={emailError}
              onChange={(event) => {
                const email = event.currentTarget.value;
                deleteDraftStore.set((d) => ({ ...d, email }));
              }}
            />
            <OfflineAlert text={OFFLINE.search} />
            {search.isError ? <Alert color="red" role="alert">{failureText(search.error, OFFLINE.search)}</Alert> : null}
            {request && !otpOpen ? (
              <Button variant="light" onClick={() => setOtpOpen(true)} w={{ base: '100%', xs: 'auto' }}>Enter the code</Button>
            ) : null}
            <Button type="submit" loading={search.isPending} disabled={draft.email.trim() === ''} w={{ base: '100%', xs: 'auto' }}>Search my account</Button>
          </Stack>
        </form>
      </Stack>
      {request ? (
        <DeleteOtpModal
          opened={otpOpen}
          email={request.email}
          deleting={remove.isPending}
          resending={resend.isPending}
          error={remove.isError ? failureText(remove.error, OFFLINE.delete) : resend.isError ? failureText(resend.error, OFFLINE.search) : null}
          info={info}
          onClose={close}
          onResend={() => {
            remove.reset();
            resend.mutate(request.ambassadorId, { onSuccess: setInfo });
          }}
          onProceed={(otp) => {
            resend.reset();
            remove.mutate({ ambassadorId: request.ambassadorId, otp }, {
              onSuccess: (message) => {
                deleteDraftStore.clear();
                setOtpOpen(false);
                setDeleted({ message, wasSignedIn: session?.user.email.toLowerCase() === request.email });
              },
            });
          }}
        />
      ) : null}
    </Container>
  );
}
