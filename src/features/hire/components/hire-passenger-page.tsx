import { useEffect, useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { HIRE_MESSAGES } from '@contract/hire';
import { useSession, type SessionUser } from '@/api/session';
import { useOnline } from '@/offline/network-status';
import { isVehiclesGone, requestHireMutationOptions, searchesInvalidation } from '../api/request-hire';
import { gatewayKind } from '../gateways';
import { hireDraftStore, isReadyDraft, useHireDraft, type PassengerDraft, type ReadyDraft } from '../hire-draft';
import { criteriaSearch, formatQuantities } from '../hire-links';
import { requestFailureText } from '../hire-words';
import { hirePassengerSchema, hireRequestBody, lockedFields, passengerFilled, prefillPassenger } from '../passenger-form';
import { pendingOf, reusableHire } from '../pending-hire';
import { hireTotal } from '../summary';
import { BookingSummary } from './booking-summary';
import { HirePaymentModal } from './hire-payment-modal';
import { PassengerFields } from './passenger-fields';
import { TripFacts } from './trip-facts';

/** Typing pauses this long before the draft is written: fewer sessionStorage writes, nothing lost. */
const SAVE_DELAY_MS = 300;

/**
 * /hire-passenger-details (spec 1 §2 'Hire', §5 'Checkout'): the trip summary, the passenger form
 * (a customer's own details read-only), Pay once it is complete, then 'Select payment method':
 * the hire is made, and the card checkout or the bank-transfer page takes it on.
 */
export function HirePassengerPage() {
  const stored = useHireDraft();
  const user = useSession()?.user;
  const passenger = user ? prefillPassenger(stored.passenger, user) : stored.passenger;
  useEffect(() => {
    if (user && passenger !== stored.passenger) hireDraftStore.set((draft) => ({ ...draft, passenger: prefillPassenger(draft.passenger, user) }));
  }, [user, passenger, stored.passenger]);
  const draft = { ...stored, passenger };
  if (!isReadyDraft(draft)) return <NothingChosen draft={draft} />;
  return <HireCheckout draft={draft} user={user} />;
}

function HireCheckout({ draft, user }: { draft: ReadyDraft; user: SessionUser | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const locked = lockedFields(user);
  const save = useDebouncedCallback((values: PassengerDraft) => hireDraftStore.set((d) => ({ ...d, passenger: values })), { delay: SAVE_DELAY_MS, flushOnUnmount: true });
  useWindowEvent('pagehide', () => save.flush());
  const form = useForm<PassengerDraft>({
    initialValues: draft.passenger,
    validate: schemaResolver(hirePassengerSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => save(values),
  });
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<{ text: string; gone: boolean } | null>(null);
  const request = useMutation(requestHireMutationOptions());
  const roundTrip = draft.criteria.returnDate !== undefined;
  const night = roundTrip && draft.criteria.night;
  const lines = draft.vehicles.map((line) => ({ name: line.vehicleModelName, ...line }));
  const total = hireTotal(lines.map((line) => ({ vehicle: line, quantity: line.quantity })), roundTrip, night);

  /** On to where the hire is paid: the card checkout, or the 'Transaction Pending' page. */
  const goPay = (hire: { refCode: string; paymentMethod: number; checkoutUrl: string | null }) => {
    if (gatewayKind(hire.paymentMethod) === 'card') {
      if (hire.checkoutUrl) window.location.assign(hire.checkoutUrl);
      else setNotice({ text: HIRE_MESSAGES.confirmFailed, gone: false });
      return;
    }
    void navigate({ to: '/bankTransferPayment', search: { reference: hire.refCode } });
  };

  const choose = (gateway: number) => {
    if (!paying) return;
    setNotice(null);
    const parsed = v.safeParse(hirePassengerSchema, form.getValues());
    if (!parsed.success) return setPaying(false);
    const body = hireRequestBody(draft, parsed.output, gateway);
    const reuse = reusableHire(hireDraftStore.get().pending, body, gateway, Date.now());
    if (reuse) return goPay(reuse);
    request.mutate(body, {
      onSuccess: (result) => {
        hireDraftStore.set((d) => ({ ...d, pending: pendingOf(result, body) }));
        // These vehicles are held now: a search saved before says they are free.
        void queryClient.invalidateQueries(searchesInvalidation);
        goPay(result);
      },
      onError: (error) => {
        const gone = isVehiclesGone(error);
        if (gone) void queryClient.invalidateQueries(searchesInvalidation);
        setNotice({ text: gone ? HIRE_MESSAGES.notEnoughVehicles : requestFailureText(error), gone });
      },
    });
  };
  // Leaving for the card checkout: the button keeps spinning until the page goes.
  const busy = request.isPending || (request.isSuccess && gatewayKind(request.data.paymentMethod) === 'card') ? (request.variables ? Number(request.variables.paymentMethod) : null) : null;
  // Back to the vehicles with this choice: /select-bus-hire brings each quantity down to what is free now.
  const vehiclesSearch = criteriaSearch(draft.criteria, { km: draft.distanceKm, q: formatQuantities(Object.fromEntries(draft.vehicles.map((l) => [l.vehicleModelId, l.quantity]))) });
  const chooseAgain = () => void navigate({ to: '/select-bus-hire', search: vehiclesSearch });

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Hire Passenger Details</Title>
          <Text size="lg">Hello {user?.firstName || 'Guest'}, we just need few more details about you</Text>
        </div>
        <Stack gap="sm" component="section" aria-labelledby="hire-trip-title">
          <Title order={2} size="h3" id="hire-trip-title">Trip Summary</Title>
          <TripFacts trip={{ ...draft.criteria, km: draft.distanceKm }} label="Your trip" />
          <BookingSummary lines={lines} roundTrip={roundTrip} night={night} />
          <Button renderRoot={(props) => <Link {...props} to="/select-bus-hire" search={vehiclesSearch} />} variant="subtle" w="fit-content" px={0}>
            Change vehicles
          </Button>
        </Stack>
        <form
          noValidate
          onSubmit={form.onSubmit(() => {
            save.flush();
            setNotice(null);
            setPaying(true);
          })}
        >
          <Stack gap="md">
            <PassengerFields form={form} locked={locked} />
            <Button type="submit" size="md" fullWidth disabled={!passengerFilled(form.values)}>Pay</Button>
          </Stack>
        </form>
      </Stack>
      {paying ? (
        <HirePaymentModal
          totalKobo={total}
          online={online}
          busy={busy}
          notice={notice?.text ?? null}
          onChooseAgain={notice?.gone ? chooseAgain : null}
          onChoose={choose}
          onClose={() => {
            if (busy !== null) return;
            setPaying(false);
            setNotice(null);
          }}
        />
      ) : null}
    </Container>
  );
}

function NothingChosen({ draft }: { draft: { criteria: ReadyDraft['criteria'] | null; distanceKm: number | null } }) {
  const { criteria } = draft;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Hire Passenger Details</Title>
        <Text>You have not chosen the vehicles to hire yet.</Text>
        {criteria ? (
          <Button renderRoot={(props) => <Link {...props} to="/select-bus-hire" search={criteriaSearch(criteria, { km: draft.distanceKm })} />} w="fit-content">Choose your vehicles</Button>
        ) : (
          <Button component={Link} to="/hire-vehicle" w="fit-content">Hire a bus</Button>
        )}
      </Stack>
    </Container>
  );
}
