import { useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Gateway } from '@contract/payment';
import type { BookingStatus } from '@contract/tickets';
import { errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';
import { useSession } from '@/api/session';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { formatRemaining } from '@/lib/countdown';
import { formatNaira } from '@/lib/naira';
import { useCountdown } from '@/lib/use-countdown';
import { DetailList } from '@/ui/detail-list';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { TitledPage } from '@/ui/titled-page';
import { payBookingView, paymentOfBooking } from '../pay-booking';
import { HomeActions } from './payment-notices';
import { TripDetails } from './trip-details';

export const PAY_BOOKING_TITLE = 'Pay for your booking';

/** What takes over once a method is chosen: the payments hand-off or the wallet's (the route composes them, as checkout's does). */
export type BookingHandoff = ComponentType<{ payment: PendingPayment; onDone: (notice?: string) => void }>;
/** The 'Select payment method' list of checkout (gateway list 1, the wallet only when signed in), handed in by the route. */
export type GatewayListQuery = (signedIn: boolean) => UseQueryOptions<Gateway[], Error, Gateway[], readonly unknown[]>;

type Props = { reference: string | undefined; Handoff: BookingHandoff; gateways: GatewayListQuery };

/**
 * /pay-booking?reference=FRE-… (issue 31): pays a pending booking from its reference alone, from any
 * device, while its seats are held: the trip, the amount, the time left and 'Select payment
 * method', then the same hand-off as checkout. A paid booking links to its ticket; one whose hold
 * is over says so, with Book Again. Reached from 'Select payment method' after a payment that was
 * not completed, and from Booking history, booking status and My tickets ('Pay now').
 */
export function PayBookingPage({ reference, Handoff, gateways }: Props) {
  if (!reference) {
    return (
      <Page>
        <Text>Open this page from your booking: Pay now in Booking history, Booking Status or My tickets, while its seats are held.</Text>
        <HomeActions />
      </Page>
    );
  }
  return <PayBooking reference={reference} Handoff={Handoff} gateways={gateways} />;
}

function PayBooking({ reference, Handoff, gateways }: Props & { reference: string }) {
  const lookup = useQuery({
    queryKey: ['pay-booking', reference],
    queryFn: ({ signal }) => lookUpBooking(reference, signal),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  if (lookup.data) return <Booking status={lookup.data.status} Handoff={Handoff} gateways={gateways} />;
  if (lookup.isError) {
    return (
      <Page>
        {isNoConnection(lookup.error) ? (
          <NoConnection onRetry={() => void lookup.refetch()} retrying={lookup.isFetching}>
            We could not reach Freely to find booking {reference}. Check your connection and try again.
          </NoConnection>
        ) : (
          <>
            <Alert color="red" role="alert">{errorMessage(lookup.error)}</Alert>
            <HomeActions />
          </>
        )}
      </Page>
    );
  }
  return (
    <Page>
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Finding booking {reference}…</Text>
      </Group>
    </Page>
  );
}

function Booking({ status, Handoff, gateways }: { status: BookingStatus; Handoff: BookingHandoff; gateways: GatewayListQuery }) {
  const reference = status.Object.refCode;
  const view = payBookingView(status);
  const remaining = useCountdown(view.kind === 'payable' ? view.holdExpiresAt : undefined);
  if (view.kind === 'paid') {
    return (
      <Page>
        <Alert color="freely" role="status" title="This booking is paid">Booking {reference} is confirmed: your ticket is ready.</Alert>
        <Button w="fit-content" renderRoot={(props) => <Link {...props} to="/bookingStatus" search={{ ref: reference, ticket: true }} />}>View ticket</Button>
      </Page>
    );
  }
  if (view.kind === 'closed' || remaining === 0) {
    return (
      <Page>
        <Alert color="red" role="alert" title="This booking can no longer be paid">
          Booking {reference} was not paid in time, so its seats were released. Book again to choose a bus and seats.
        </Alert>
        <HomeActions />
      </Page>
    );
  }
  const payment = paymentOfBooking(status, 0, view.holdExpiresAt);
  return (
    <Page>
      <Text>
        Booking <Text span fw={700}>{reference}</Text> holds your seats until you pay, for a little while only.
      </Text>
      <Text fw={700} role="timer" aria-label="Time left to pay">Time left: {formatRemaining(remaining ?? 0)}</Text>
      <DetailList label="Payment details" items={[{ label: 'Amount', value: formatNaira(status.Object.totalAmount) }, { label: 'Booking Reference', value: reference }]} />
      <TripDetails payment={payment} />
      <PaymentMethods status={status} holdExpiresAt={view.holdExpiresAt} Handoff={Handoff} gateways={gateways} />
    </Page>
  );
}

type MethodsProps = { status: BookingStatus; holdExpiresAt: string; Handoff: BookingHandoff; gateways: GatewayListQuery };

/** 'Select payment method' and the hand-off, as checkout's 'Trip payment' does them for a booking it just made. */
function PaymentMethods({ status, holdExpiresAt, Handoff, gateways }: MethodsProps) {
  const signedIn = useSession() !== null;
  const list = useQuery(gateways(signedIn));
  const [handoff, setHandoff] = useState<PendingPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const choose = (gateway: Gateway) => {
    setNotice(null);
    if (!navigator.onLine) {
      setNotice(OFFLINE_MESSAGE);
      return;
    }
    const payment = paymentOfBooking(status, gateway.paymentWalletEnumId, holdExpiresAt);
    pendingPaymentStore.set(payment);
    setHandoff(payment);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="pay-booking-methods">
      <Title order={2} size="h3" id="pay-booking-methods">Select payment method</Title>
      {notice ? <Alert color="amber" role="alert">{notice}</Alert> : null}
      {list.isPending ? <Loader size="sm" role="status" aria-label="Loading payment methods" /> : null}
      {list.isError && isNoConnection(list.error) ? <NoConnection onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {list.isError && !isNoConnection(list.error) ? (
        <FailureAlert title="Could not load payment methods" action="Try again" onAction={() => void list.refetch()}>{errorMessage(list.error)}</FailureAlert>
      ) : null}
      {list.data ? (
        <Stack gap="xs" role="list" aria-labelledby="pay-booking-methods">
          {list.data.map((gateway) => (
            <div role="listitem" key={gateway.paymentWalletEnumId}>
              <Button variant="light" fullWidth justify="space-between" disabled={handoff !== null} onClick={() => choose(gateway)}>
                {gateway.gatewayName}
              </Button>
            </div>
          ))}
        </Stack>
      ) : null}
      {handoff ? (
        <Handoff
          key={`${handoff.refCode}-${handoff.gateway}`}
          payment={handoff}
          onDone={(said) => {
            setHandoff(null);
            setNotice(said ?? null);
          }}
        />
      ) : null}
    </Stack>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <TitledPage title={PAY_BOOKING_TITLE}>{children}</TitledPage>;
}
