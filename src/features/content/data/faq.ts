import { COMPANY } from '@/lib/company';
import { FACTS } from './facts';
import type { ContentLink } from './types';

export type FaqGroupTitle = 'Booking' | 'Tickets' | 'Payments' | 'Buses';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  link?: ContentLink;
}

export interface FaqGroup {
  id: string;
  title: FaqGroupTitle;
  items: readonly FaqItem[];
}

const F = FACTS;

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'booking',
    title: 'Booking',
    items: [
      {
        id: 'how-to-book',
        question: 'How do I book a seat?',
        answer: `On the home page choose Book a seat, pick where you are travelling from and to, the date and the number of adults, then select your bus and seats, enter passenger details and pay. You can book online from tomorrow up to ${F.bookingWindowDays} days ahead.`,
      },
      {
        id: 'how-many',
        question: 'How many passengers can I book for at once?',
        answer: `One booking can hold 1 to ${F.maxAdultsPerBooking} adults. Each extra passenger needs a name and gender, and you pick one seat per adult.`,
      },
      {
        id: 'children',
        question: 'Do children pay full fare?',
        answer: `No. Children aged ${F.childAges} travel at ${F.childDiscountPercent}% of the adult fare, with at most ${F.maxChildrenPerAdult} children per adult. Add child tickets at the terminal ticket counter before departure.`,
      },
      {
        id: 'minors',
        question: 'Can a child travel alone?',
        answer: `Young people aged ${F.unaccompaniedMinorAges} may travel unaccompanied once a parent or guardian completes and signs the unaccompanied minor form at the departure terminal.`,
      },
      {
        id: 'guest',
        question: 'Do I need an account to book?',
        answer: `No, you can check out as a guest. Signing in gives you an extra ${F.signInDiscountPercent}% off, lets you manage your bookings and unlocks exclusive deals.`,
      },
    ],
  },
  {
    id: 'tickets',
    title: 'Tickets',
    items: [
      {
        id: 'validity',
        question: 'How long is my ticket valid?',
        answer: `A ticket is valid for one month from the date of booking. If you miss your bus, you can reschedule within that time for ${F.rescheduleFee}.`,
      },
      {
        id: 'check-in',
        question: 'How do I check in?',
        answer: `Open your booking in the app and tap Check In. Allow location access: you must be within ${F.checkInRadiusKm} km of the departure terminal, and check-in closes ${F.checkInClosesMinutes} minutes before departure.`,
      },
      {
        id: 'status',
        question: 'How do I check my booking status?',
        answer:
          'Go to Booking status and enter the reference code from your confirmation. You will see your trip, seats, amount paid and a check-in button.',
        link: { label: 'Check booking status', to: '/bookingStatus' },
      },
      {
        id: 'offline',
        question: 'Can I show my ticket without internet?',
        answer: `Yes. Once you have opened your ticket in the ${COMPANY.name} app it is saved on your device, and its QR code works offline at the terminal.`,
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    items: [
      {
        id: 'methods',
        question: 'How can I pay?',
        answer:
          'Pay with a debit card, by bank transfer to the account shown at checkout, or from your wallet when you are signed in.',
      },
      {
        id: 'cashback',
        question: 'Do I earn anything for paying from my wallet?',
        answer: `Yes. Every booking or bill paid from your ${COMPANY.name} wallet earns ${F.walletCashbackPercent}% cashback. Wallet payments are confirmed with your 4-digit transaction PIN.`,
      },
      {
        id: 'discount',
        question: 'Is there a discount for signing in?',
        answer: `Signed-in customers get ${F.signInDiscountPercent}% off their bookings.`,
      },
      {
        id: 'double-debit',
        question: 'I was debited twice. What happens?',
        answer: `A duplicate debit is refunded to your account within ${F.doubleDebitWorkingDays} working days. Call customer care on ${COMPANY.supportPhone} with your booking reference if it has not arrived.`,
      },
    ],
  },
  {
    id: 'buses',
    title: 'Buses',
    items: [
      {
        id: 'vehicles',
        question: 'Which vehicles do you run?',
        answer: `Our fleet has ${F.vehicleTypes.slice(0, -1).join(', ')} and ${F.vehicleTypes.at(-1) ?? ''} vehicles. Each trip shows its vehicle type before you pick seats.`,
      },
      {
        id: 'luggage',
        question: 'How much luggage can I bring?',
        answer: `Each adult may bring one medium bag of up to ${F.luggageBag}. Extra luggage is charged at the terminal.`,
        link: { label: 'Luggage allowance', to: '/Luggage-Allowance' },
      },
      {
        id: 'hire',
        question: 'Can I hire a whole bus?',
        answer: `Yes. Choose Hire a bus for a one-way or round trip from 1 to 14 days ahead. If you cancel a hire, ${F.hireCancellationPercent}% of the amount is deducted.`,
      },
      {
        id: 'terminals',
        question: 'Where do buses depart from?',
        answer: 'From our terminals across Nigeria. Find the nearest one, with its address and phone number, on the terminals page.',
        link: { label: 'Find a terminal', to: '/Bus-Terminal' },
      },
    ],
  },
];
