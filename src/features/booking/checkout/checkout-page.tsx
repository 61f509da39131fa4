import { useEffect, useState, type ComponentType } from 'react';
import { Button, Container, Stack, Stepper, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Stepper.css';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSession } from '@/api/session';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { useSessionStore } from '@/lib/session-store';
import { bookingDraftStore, useBookingDraft, type BookingDraft } from '../draft/booking-draft';
import type { TripSearch } from '@contract/trip-search';
import { isCompleteDraft, reusablePayment, type CompleteDraft } from './booking-request';
import { passengersFilled } from './checkout-schemas';
import { ContactStep } from './components/contact-step';
import { PassengersStep } from './components/passengers-step';
import { PickupStep } from './components/pickup-step';
import { TripPaymentModal } from './components/trip-payment-modal';
import { TripSummaryModal } from './components/trip-summary-modal';
import { lockedGender, prefillDraft } from './signed-in-prefill';
import { estimateTotal, serverFigures } from './totals';
import { resumingPayment, useCheckoutPayment } from './use-checkout-payment';
import { UnpaidLimitNotice } from './unpaid-limit-notice';
import { useRememberBookingMadeHere } from './use-remember-booking-made-here';
import { useReleaseHeldBooking } from './use-release-held-booking';
import { useUnpaidLimitChecks } from './use-unpaid-limit-checks';

/**
 * What takes over once the booking exists. The payments feature provides it and the route passes
 * it in, so checkout never imports payments (features do not import each other).
 */
export type PaymentHandoffComponent = ComponentType<{ payment: PendingPayment; onDone: (notice?: string) => void }>;

const STEPS = ['Pick Up', 'Passenger Details', 'Next of Kin Details'] as const;

/** /passenger-details (spec 1 §2 'Booking checkout'). */
export function CheckoutPage({ Handoff }: { Handoff: PaymentHandoffComponent }) {
  const stored = useBookingDraft();
  const user = useSession()?.user;
  // A signed-in customer's details fill the empty fields; the draft keeps them (a reload, POST /booking).
  const draft = user ? prefillDraft(stored, user) : stored;
  useEffect(() => {
    if (user && draft !== stored) bookingDraftStore.set((d) => prefillDraft(d, user));
  }, [user, draft, stored]);
  if (!isCompleteDraft(draft)) return <NoTripChosen search={draft.search} />;
  return <Checkout draft={draft} Handoff={Handoff} firstName={user?.firstName ?? ''} genderLocked={lockedGender(user)} signedIn={user !== undefined} />;
}

type CheckoutProps = { draft: CompleteDraft; Handoff: PaymentHandoffComponent; firstName: string; genderLocked: boolean; signedIn: boolean };

function Checkout({ draft, Handoff, firstName, genderLocked, signedIn }: CheckoutProps) {
  const navigate = useNavigate();
  const [modal, setModal] = useState<'summary' | 'payment' | null>(() => (resumingPayment(draft, signedIn) ? 'payment' : null));
  const releaseHeld = useReleaseHeldBooking();
  // Going back to choose again gives back the seats of a booking made here and not paid for; the
  // buses of the search the draft was made for show again (without one, /select-bus goes home).
  const backToBuses = () => void releaseHeld().then(() => navigate({ to: '/select-bus', search: draft.search ?? {} }));
  const payment = useCheckoutPayment(draft, signedIn, backToBuses);
  // The estimate (with the signed-in discount) until the booking exists, then the server's figures.
  const stored = useSessionStore(pendingPaymentStore);
  const held = reusablePayment(stored, draft, signedIn);
  useRememberBookingMadeHere(stored);
  const limits = useUnpaidLimitChecks(draft, signedIn, held !== undefined);
  const figures = serverFigures(estimateTotal(draft, signedIn), held);
  const adults = draft.outbound.seats.length;
  const passengers = passengersFor(draft, adults);
  // A stored step is only trusted when the steps before it are done (an old or hand-made draft).
  const step = draft.pickup === null ? 0 : draft.step === 2 && !passengersFilled({ passengers }) ? 1 : draft.step;
  const setStep = (next: BookingDraft['step']) => bookingDraftStore.set((d) => ({ ...d, step: next }));

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Hello {firstName || 'Guest'},</Title>
          <Text size="lg">we just need few more details about you</Text>
        </div>
        {/* At the unpaid-booking limit on arrival: say so and how to go on, before any step. */}
        {limits.atEntry ? <UnpaidLimitNotice {...limits.atEntry} /> : <CheckoutStepper active={step} />}
        {!limits.atEntry && step === 0 ? (
          <PickupStep
            value={draft.pickup}
            onChange={(pickup) => bookingDraftStore.set((d) => ({ ...d, pickup }))}
            onBack={backToBuses}
            onProceed={() => setStep(1)}
          />
        ) : null}
        {!limits.atEntry && step === 1 ? (
          <PassengersStep initial={{ passengers }} mainGenderLocked={genderLocked} onBack={() => setStep(0)} onProceed={() => setStep(2)} />
        ) : null}
        {!limits.atEntry && step === 2 ? (
          <ContactStep
            initial={draft.contact}
            onBack={() => setStep(1)}
            onProceed={() => void limits.atContact(() => setModal('summary'))}
            checking={limits.checkingContact}
            notice={limits.contactNotice ? <UnpaidLimitNotice {...limits.contactNotice} /> : null}
          />
        ) : null}
      </Stack>
      <TripSummaryModal draft={draft} figures={figures} opened={modal === 'summary'} onClose={() => setModal(null)} onPay={() => setModal('payment')} />
      <TripPaymentModal
        opened={modal === 'payment' && payment.handoff === null}
        onClose={() => {
          setModal(null);
          payment.clearNotice();
        }}
        amount={figures.total}
        onChoose={payment.choose}
        busyGateway={payment.busyGateway}
        notice={payment.notice}
        failure={payment.failure}
        onBackToBuses={backToBuses}
      />
      {payment.handoff ? <Handoff key={`${payment.handoff.refCode}-${payment.handoff.gateway}`} payment={payment.handoff} onDone={payment.handoffDone} /> : null}
    </Container>
  );
}

/** The three steps; on a phone only their numbers (each step's own heading names it). */
function CheckoutStepper({ active }: { active: number }) {
  const wide = useMediaQuery('(min-width: 36em)') ?? false;
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false}>
      {STEPS.map((label, index) => (
        <Stepper.Step key={label} label={wide ? label : undefined} aria-label={`Step ${index + 1} of ${STEPS.length}: ${label}`} aria-current={index === active ? 'step' : undefined} />
      ))}
    </Stepper>
  );
}

/** One entry per adult, whatever the draft held before (the seat count is the adult count). */
function passengersFor(draft: CompleteDraft, adults: number) {
  return Array.from({ length: adults }, (_, i) => draft.passengers[i] ?? { fullName: '', gender: null });
}

function NoTripChosen({ search }: { search: TripSearch | null }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Passenger Details</Title>
        <Text>You have not chosen your bus and seats yet.</Text>
        {search ? (
          <Button renderRoot={(props) => <Link {...props} to="/select-bus" search={search} />} w="fit-content">Choose your seats</Button>
        ) : (
          <Button component={Link} to="/" w="fit-content">Book a seat</Button>
        )}
      </Stack>
    </Container>
  );
}
