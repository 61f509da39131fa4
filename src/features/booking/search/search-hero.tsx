import '@mantine/core/styles/Tabs.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Paper, Stack, Tabs, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ReferenceInput } from '@/ui/reference-input';
import { FLIGHT_PARTNER } from './flight-partner';
import { SeatSearchForm } from './seat-search-form';
import classes from './search-hero.module.css';

const FlightModal = lazy(() => import('./flight-modal').then((m) => ({ default: m.FlightModal })));

type HeroTab = 'seat' | 'hire' | 'status' | 'flight';

/**
 * The home and dashboard hero: Book a seat, Hire a bus, Booking status, Book a flight (spec 1 §2).
 * The Hire panel belongs to the hire feature: the route gives it in as `hirePanel` (features do not
 * import each other); without it the tab leads to /hire-vehicle.
 */
export function SearchHero({ hirePanel }: { hirePanel?: ReactNode }) {
  const [tab, setTab] = useState<HeroTab>('seat');
  const [flightOpen, setFlightOpen] = useState(false);
  return (
    <Paper className={classes.card} shadow="md" p={{ base: 'md', sm: 'lg' }}>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!value) return;
          setTab(value as HeroTab);
          if (value === 'flight') setFlightOpen(true);
        }}
        keepMounted={false}
      >
        <Tabs.List className={classes.tabs} mb="md">
          <Tabs.Tab value="seat">Book a seat</Tabs.Tab>
          <Tabs.Tab value="hire">Hire a bus</Tabs.Tab>
          <Tabs.Tab value="status">Booking status</Tabs.Tab>
          <Tabs.Tab value="flight">Book a flight</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="seat">
          <SeatSearchForm />
        </Tabs.Panel>
        <Tabs.Panel value="hire">
          {hirePanel ?? (
            <ElsewherePanel action={<Button component={Link} to="/hire-vehicle">Go to bus hire</Button>}>
              Hire a whole bus for your family, church, school or company trip, one way or round trip.
            </ElsewherePanel>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="status">
          <BookingStatusPanel />
        </Tabs.Panel>
        <Tabs.Panel value="flight">
          <ElsewherePanel action={<Button onClick={() => setFlightOpen(true)}>Open flight booking</Button>}>
            {`Flights are booked with our travel partner, ${FLIGHT_PARTNER.name}.`}
          </ElsewherePanel>
        </Tabs.Panel>
      </Tabs>
      {flightOpen && (
        <Suspense fallback={null}>
          <FlightModal onClose={() => setFlightOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

/** A tab whose booking happens elsewhere: one sentence and the button that goes there. */
function ElsewherePanel({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{children}</Text>
      {action}
    </Stack>
  );
}

/** Reference in, then /bookingStatus?ref= (spec 1 §2: Proceed is disabled until one is typed). */
function BookingStatusPanel() {
  const [reference, setReference] = useState('');
  const navigate = useNavigate();
  const ref = reference.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ref) void navigate({ href: `/bookingStatus?ref=${encodeURIComponent(ref)}` });
      }}
    >
      <Stack gap="sm">
        <ReferenceInput label="Booking reference" value={reference} onChange={(event) => setReference(event.currentTarget.value)} />
        <Button type="submit" disabled={!ref}>Proceed</Button>
      </Stack>
    </form>
  );
}
