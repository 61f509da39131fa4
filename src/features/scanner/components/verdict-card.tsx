import { Text } from '@mantine/core';
import type { ManifestTrip } from '@contract/boarding';
import { to12Hour } from '@contract/dates';
import { formatClockTime } from '@/lib/clock-time';
import { ACCEPTED_TITLE, REFUSAL_WORDS, REFUSED_TITLE } from '../scan-words';
import type { Verdict } from '../verdict';
import classes from './scanner.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const seatsText = (seats: readonly number[]) => (seats.length === 1 ? `Seat ${seats[0]}` : `Seats ${seats.join(', ')}`);
export const tripText = (trip: ManifestTrip) => `${to12Hour(trip.departureTime)} to ${trip.destination}`;

/**
 * The answer, large: green ACCEPTED with how many board, their seats and the bus, or red REFUSED
 * with why in plain words. Announced as it changes: politely for an accepted ticket, at once
 * (role alert) for a refused one. `scanNumber` gives each answer its own element, so the same
 * answer twice in a row is announced twice.
 */
export function VerdictCard({ verdict, trip, scanNumber }: { verdict: Verdict | undefined; trip: ManifestTrip; scanNumber: number }) {
  if (!verdict) {
    return (
      <div className={`${classes.verdict} ${classes.waiting}`} role="status">
        <Text className={classes.big}>Ready to scan</Text>
        <Text className={classes.line}>Show a ticket's QR code to the camera, or scan it from a photo. The answer appears here.</Text>
      </div>
    );
  }
  if (verdict.verdict === 'accepted') {
    return (
      <div key={scanNumber} className={`${classes.verdict} ${classes.accepted}`} role="status" aria-atomic="true">
        <p className={classes.title}>{ACCEPTED_TITLE}</p>
        <Text className={classes.big}>{plural(verdict.passengers, 'passenger', 'passengers')} · {seatsText(verdict.seats)}</Text>
        {verdict.names.length > 0 ? <Text className={classes.line}>{verdict.names.join(', ')}</Text> : null}
        <Text className={classes.line}>{verdict.reference} · {tripText(trip)}</Text>
      </div>
    );
  }
  const words = REFUSAL_WORDS[verdict.reason];
  const first = verdict.first ? `First scanned at ${formatClockTime(verdict.first.scannedAt)}${verdict.first.here ? ' on this phone' : ' on another phone'}.` : undefined;
  return (
    <div key={scanNumber} className={`${classes.verdict} ${classes.refused}`} role="alert" aria-atomic="true">
      <p className={classes.title}>{REFUSED_TITLE}</p>
      <Text className={classes.reason}>{words.title}</Text>
      <Text className={classes.line}>{words.detail}</Text>
      {first ? <Text className={classes.line}>{first}</Text> : null}
      {verdict.reference ? <Text className={classes.line}>{verdict.reference}</Text> : null}
    </div>
  );
}
