import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { normaliseHelpContact, PAYMENT_HELP_DAYS, PAYMENT_HELP_MESSAGES } from '@contract/payment-help';
import { ApiError, errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';
import { COMPANY } from '@/lib/company';
import { NoConnection } from '@/ui/no-connection';
import { helpPaymentsMutation, sendHelpCodeMutation, verifyHelpCodeMutation } from '../api/help-calls';
import { helpSession } from '../help-session';
import { CodeForm } from './code-form';
import { ContactForm } from './contact-form';
import { PaymentCard } from './payment-card';

type Step = { kind: 'contact' } | { kind: 'code'; contact: string; info: string } | { kind: 'list'; contact: string; token: string };

const failureOf = (error: unknown) => (isNoConnection(error) ? OFFLINE_MESSAGE : errorMessage(error));

/**
 * /payment-help, "I paid but have no ticket" (issue 31): the phone or e-mail the traveller paid
 * with, a code sent to it, then every payment of it in the last 30 days and what became of it.
 */
export function PaymentHelpPage() {
  const [step, setStep] = useState<Step>(() => {
    const live = helpSession.get();
    return live ? { kind: 'list', contact: live.contact, token: live.token } : { kind: 'contact' };
  });
  const [typed, setTyped] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const send = useMutation(sendHelpCodeMutation());
  const verify = useMutation(verifyHelpCodeMutation());
  const list = useMutation(helpPaymentsMutation());

  const restart = (why: string | null) => {
    helpSession.clear();
    send.reset();
    verify.reset();
    list.reset();
    setNotice(why);
    setStep({ kind: 'contact' });
  };

  const sendCode = (contact: string) => {
    setNotice(null);
    verify.reset();
    send.mutate(contact, { onSuccess: (info) => setStep({ kind: 'code', contact, info }) });
  };

  const token = step.kind === 'list' ? step.token : null;
  const { mutate: loadPayments } = list;
  useEffect(() => {
    if (!token) return;
    loadPayments(token, {
      onError: (error) => {
        // The token ran out (15 minutes): the page asks for a new code, and says why.
        if (error instanceof ApiError && error.status === 401) {
          helpSession.clear();
          setNotice(error.message);
          setStep({ kind: 'contact' });
        }
      },
    });
  }, [token, loadPayments]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>I paid but have no ticket</Title>
          <Text mt="xs">
            Money taken but no ticket, purchase or wallet credit? Tell us the phone number or e-mail address you paid with. After a quick check
            that it is yours, you see every payment you made with it in the last {PAYMENT_HELP_DAYS} days, and what became of each: the ticket, the
            purchase, or the refund and when it reaches you.
          </Text>
        </div>

        {step.kind === 'contact' ? (
          <ContactForm
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setContactError(null);
            }}
            error={contactError}
            notice={send.isError ? failureOf(send.error) : notice}
            sending={send.isPending}
            onSend={() => {
              const contact = normaliseHelpContact(typed);
              if (!contact) setContactError(PAYMENT_HELP_MESSAGES.badContact);
              else sendCode(contact);
            }}
          />
        ) : null}

        {step.kind === 'code' ? (
          <CodeForm
            contact={step.contact}
            info={step.info}
            error={verify.isError ? failureOf(verify.error) : send.isError ? failureOf(send.error) : null}
            checking={verify.isPending}
            resending={send.isPending}
            onResend={() => sendCode(step.contact)}
            onChangeContact={() => restart(null)}
            onVerify={(code) => {
              send.reset();
              verify.mutate({ contact: step.contact, code }, {
                onSuccess: (proof) => {
                  helpSession.set({ contact: proof.contact, token: proof.token, expiresAt: Date.now() + proof.expiresIn * 1000 });
                  setStep({ kind: 'list', contact: proof.contact, token: proof.token });
                },
              });
            }}
          />
        ) : null}

        {step.kind === 'list' ? (
          <Stack gap="md" component="section" aria-labelledby="help-payments">
            <div>
              <Title order={2} size="h3" id="help-payments">Your payments in the last {PAYMENT_HELP_DAYS} days</Title>
              <Text size="sm" c="dimmed">Paid with {step.contact}</Text>
            </div>
            {list.isPending ? <Loader size="sm" role="status" aria-label="Loading your payments" /> : null}
            {list.isError && !(list.error instanceof ApiError && list.error.status === 401) ? (
              isNoConnection(list.error) ? (
                <NoConnection onRetry={() => loadPayments(step.token)} retrying={list.isPending}>{OFFLINE_MESSAGE}</NoConnection>
              ) : (
                <Alert color="red" role="alert">{errorMessage(list.error)}</Alert>
              )
            ) : null}
            {list.data && list.data.payments.length === 0 ? (
              <Text>
                We have no payment from {step.contact} in the last {PAYMENT_HELP_DAYS} days. If you paid with another phone number or e-mail
                address, try that one. Still stuck? Call us on {COMPANY.supportPhone}.
              </Text>
            ) : null}
            {list.data && list.data.payments.length > 0 ? (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your payments">
                {list.data.payments.map((payment) => <PaymentCard key={`${payment.reference} ${payment.provider} ${payment.startedAt}`} payment={payment} />)}
              </Stack>
            ) : null}
            <Group gap="xs">
              <Button variant="light" onClick={() => loadPayments(step.token)} loading={list.isPending}>Check again</Button>
              <Button variant="subtle" onClick={() => restart(null)}>Use another phone number or e-mail</Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
