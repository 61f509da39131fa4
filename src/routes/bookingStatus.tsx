import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CheckInAction } from '@/features/checkin/components/check-in-action';
import { BookingStatusPage } from '@/features/tickets/components/booking-status-page';

/** ?ref= the booking reference (optional: without it, the field and the saved tickets); ?ticket=true opens the Bus Ticket; ?contact= below. */
const searchSchema = v.object({
  ref: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(40))),
    undefined,
  ),
  ticket: v.fallback(v.optional(v.boolean()), undefined),
  /** The booking's phone, from the confirmation SMS's link: the look-up shows the owner view (dropped from the address once read). */
  contact: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.minLength(1), v.maxLength(254))), undefined),
});

export const Route = createFileRoute('/bookingStatus')({
  validateSearch: searchSchema,
  // No loader prefetch: a loader stays in the main bundle with everything it imports (the vault,
  // idb, the contract), which the home page would then download. The screen starts the lookup.
  // The route composes the two features: tickets shows the booking, check-in acts on it.
  component: function BookingStatusRoute() {
    const { ref, ticket, contact } = Route.useSearch();
    return <BookingStatusPage reference={ref} ticketOpen={ticket === true} contact={contact} CheckIn={CheckInAction} />;
  },
});
