import { SIGNED_IN_DISCOUNT_PERCENT } from '@contract/limits';

/**
 * Figures quoted on more than one content page (spec 2 §9), kept here so the FAQ,
 * terms and luggage pages cannot drift apart.
 */
export const FACTS = {
  bookingWindowDays: 21,
  maxAdultsPerBooking: 13,
  childAges: '2 to 10',
  childDiscountPercent: 50,
  maxChildrenPerAdult: 3,
  unaccompaniedMinorAges: '10 to 15',
  checkInRadiusKm: 300,
  checkInClosesMinutes: 30,
  rescheduleFee: '₦1,000',
  walletCashbackPercent: 5,
  /** The discount the server gives signed-in bookings (contract/booking.ts priceBooking). */
  signInDiscountPercent: SIGNED_IN_DISCOUNT_PERCENT,
  luggageBag: '30 x 22 x 18 inches',
  riceMaxKgPerBus: 50,
  hireCancellationPercent: 20,
  refundWorkingDays: '3 to 10',
  doubleDebitWorkingDays: '7 to 10',
  anonymousRetentionYears: 5,
  offlineTicketDaysAfterTrip: 30,
  vehicleTypes: ['Hiace', 'Hiace X', 'Premium', 'GIGM PRO', 'Sienna'],
} as const;

/** Admin fee kept on a cancelled seat booking, by how early the customer cancels. */
export const REFUND_TIERS = [
  { when: 'Cancelled 3 days before departure', adminFeePercent: 15 },
  { when: 'Cancelled 2 days before departure', adminFeePercent: 20 },
  { when: 'Cancelled 1 day before departure', adminFeePercent: 30 },
  { when: 'No-show (not cancelled before departure)', adminFeePercent: 50 },
] as const;
