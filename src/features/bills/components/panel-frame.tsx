import '@mantine/core/styles/ActionIcon.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { BILLS_MESSAGES, type BillKind } from '@contract/bills';
import { ApiError, isNoConnection } from '@/api/api-error';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { generateReference } from '../api/generate-reference';
import { billsFailureText } from '../bills-failure';
import { panelTitle } from '../panels';

type Props = {
  kind: BillKind;
  /** From the address; missing until GenerateReference has answered. */
  reference: string | undefined;
  /** The customer's phone, which GenerateReference names. */
  phone: string;
  onReference: (reference: string) => void;
  onBack: () => void;
  children: (reference: string) => ReactNode;
};

/**
 * A bill panel (spec 1 §2 'Bill payment sub-screens'): a back arrow to the menu, the panel's
 * name, and the payment reference generated as it opens; the form shows once there is one.
 */
export function PanelFrame({ kind, reference, phone, onReference, onBack, children }: Props) {
  const generate = useMutation({ mutationFn: () => generateReference(phone), onSuccess: onReference });
  const { mutate } = generate;
  const asked = useRef(false);
  useEffect(() => {
    // Once per opening (React's development double effects included); Try again asks again.
    if (reference || asked.current) return;
    asked.current = true;
    mutate();
  }, [reference, mutate]);

  const titleId = `bill-panel-${kind}`;
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group gap="xs" wrap="nowrap" align="center">
        <ActionIcon variant="subtle" size="lg" aria-label="Back to bills" onClick={onBack}>
          <span aria-hidden="true" style={{ fontSize: '1.5rem', lineHeight: 1 }}>←</span>
        </ActionIcon>
        <Title order={2} id={titleId}>{panelTitle(kind)}</Title>
      </Group>
      {reference ? (
        <Text size="sm">
          Payment reference: <Text span fw={700} ff="monospace">{reference}</Text>
        </Text>
      ) : null}
      {!reference && generate.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Generating your payment reference…</Text>
        </Group>
      ) : null}
      {!reference && generate.isError ? (
        isNoConnection(generate.error) ? (
          <NoConnection onRetry={() => mutate()} retrying={generate.isPending}>{billsFailureText(generate.error)}</NoConnection>
        ) : (
          <FailureAlert title={BILLS_MESSAGES.referenceFailed} action="Try again" onAction={() => mutate()}>
            {/* A fault of ours (its code is the 5xx status) has nothing to tell; a refusal (a limit) says why. */}
            {generate.error instanceof ApiError && Number(generate.error.code) >= 500 ? 'Please try again in a moment.' : billsFailureText(generate.error)}
          </FailureAlert>
        )
      ) : null}
      {reference ? children(reference) : null}
    </Stack>
  );
}
