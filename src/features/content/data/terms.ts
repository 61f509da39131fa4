import { COMPANY } from '@/lib/company';
import { FACTS, REFUND_TIERS } from './facts';
import type { ContentSection } from './types';

const F = FACTS;
const N = COMPANY.name;

/** The 17 sections of the Terms and Conditions, in display order. */
export const TERMS_SECTIONS: readonly ContentSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of these terms',
    content: [
      `These terms govern every booking, hire, wallet and bill payment made with ${COMPANY.legalName} ("${N}", "we", "us") on our website, app or at our terminals. By booking or paying you agree to them.`,
    ],
  },
  {
    id: 'booking',
    title: '2. Booking',
    content: [
      `Seats can be booked online from the day after booking up to ${F.bookingWindowDays} days ahead. A booking holds 1 to ${F.maxAdultsPerBooking} adults and one seat per adult.`,
      'You must give the correct name, gender and phone number for each passenger and a next of kin who is not a passenger. A booking is confirmed only when payment succeeds and a reference code is issued.',
    ],
  },
  {
    id: 'fares-payment',
    title: '3. Fares and payment',
    content: [
      'Fares are in naira and are the fares shown at the time of payment. We accept debit cards, bank transfer and wallet payments.',
      'Payments are handled by licensed third-party payment processors; we never store your card details.',
    ],
  },
  {
    id: 'ticket-validity',
    title: '4. Ticket validity',
    content: [
      'A ticket is valid for 365 days from the date of issue for the route and passenger named on it. Tickets cannot be transferred to another person.',
    ],
  },
  {
    id: 'check-in',
    title: '5. Check-in and boarding',
    content: [
      `You may check in from the app when you are within ${F.checkInRadiusKm} km of the departure terminal, with location access allowed. Check-in closes ${F.checkInClosesMinutes} minutes before departure.`,
      'Show your QR ticket and a valid photo ID when boarding. Passengers who arrive after the bus departs are treated as having missed it.',
    ],
  },
  {
    id: 'missed-bus',
    title: '6. Missed bus and rescheduling',
    content: [
      `If you miss your bus, you can reschedule to a later trip on the same route within the ticket validity for a fee of ${F.rescheduleFee}, subject to seat availability.`,
    ],
  },
  {
    id: 'cancellation-refunds',
    title: '7. Cancellations and refunds',
    content: [
      'You can cancel a seat booking before departure. We keep an administrative fee from the fare and refund the rest:',
      ...REFUND_TIERS.map((t) => `${t.when}: ${t.adminFeePercent}% admin fee.`),
      `Approved refunds reach the original payment method in ${F.refundWorkingDays} working days.`,
    ],
  },
  {
    id: 'double-debit',
    title: '8. Failed and double debits',
    content: [
      `If you are debited more than once for the same booking or bill, the extra amount is refunded in ${F.doubleDebitWorkingDays} working days after we confirm it with the payment processor. Keep your booking reference and bank alert.`,
    ],
  },
  {
    id: 'children',
    title: '9. Children and unaccompanied minors',
    content: [
      `Children aged ${F.childAges} pay ${F.childDiscountPercent}% of the adult fare. Each adult may travel with at most ${F.maxChildrenPerAdult} children.`,
      `Minors aged ${F.unaccompaniedMinorAges} may travel alone only after a parent or guardian completes the unaccompanied minor form at the departure terminal.`,
    ],
  },
  {
    id: 'luggage',
    title: '10. Luggage',
    content: [
      `Each adult may carry one medium bag of up to ${F.luggageBag} free of charge. Extra or oversized luggage is charged at the terminal and carried if there is space.`,
      `Bags of rice are limited to ${F.riceMaxKgPerBus} kg per bus. Keep valuables, cash and documents with you; we are not liable for them in the luggage hold.`,
    ],
  },
  {
    id: 'prohibited',
    title: '11. Prohibited items',
    content: [
      'Firearms, explosives, fuel, gas cylinders, corrosive chemicals, illegal drugs, live animals and any goods banned by Nigerian law may not be carried. We may inspect luggage and refuse items that endanger passengers.',
    ],
  },
  {
    id: 'hire',
    title: '12. Vehicle hire',
    content: [
      'Buses can be hired for one-way or round trips from 1 to 14 days ahead. Retaining a bus overnight on a round trip attracts an extra charge.',
      `A hire paid by bank transfer expires if payment is not received within 1 hour. If you cancel a hire, ${F.hireCancellationPercent}% of the hire amount is deducted and the rest refunded.`,
    ],
  },
  {
    id: 'wallet',
    title: '13. Wallet, cashback and discounts',
    content: [
      `Your wallet is protected by a 4-digit transaction PIN; never share it. Bookings and bills paid from the wallet earn ${F.walletCashbackPercent}% cashback, credited to your cashback balance.`,
      `Signed-in customers receive a ${F.signInDiscountPercent}% discount on bookings. Cashback and discounts have no cash value and may be changed or withdrawn with notice.`,
    ],
  },
  {
    id: 'conduct',
    title: '14. Passenger conduct',
    content: [
      'Smoking, alcohol, abusive behaviour and anything that distracts the driver are not allowed on board. Crew may refuse carriage to anyone who endangers others, without refund.',
    ],
  },
  {
    id: 'delays',
    title: '15. Delays and liability',
    content: [
      'We aim to depart on time but are not liable for delays caused by traffic, weather, road closures, security checks or events beyond our control. If we cancel a trip, you may take the next available bus or receive a full refund.',
    ],
  },
  {
    id: 'privacy',
    title: '16. Privacy and cookies',
    content: [
      'We process your personal data as described in our Privacy Policy. Our cookie consent lasts 150 days, after which we ask again.',
    ],
  },
  {
    id: 'changes-law',
    title: '17. Changes and governing law',
    content: [
      'We may update these terms; the version on this page at the time of booking applies. These terms are governed by the laws of the Federal Republic of Nigeria.',
    ],
  },
];
