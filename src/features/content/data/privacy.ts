import { COMPANY } from '@/lib/company';
import { FACTS } from './facts';
import type { ContentSection } from './types';

export const PRIVACY_SECTIONS: readonly ContentSection[] = [
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    content: [
      `When you book, hire, pay bills or create an account, ${COMPANY.name} collects the details needed to serve you: your name, gender, phone number, e-mail address, next of kin, trip history and wallet transactions.`,
    ],
  },
  {
    id: 'payments',
    title: 'Payments and card details',
    content: [
      'We do not store your card data. Card and bank payments are processed by licensed third-party payment processors, who receive your card details directly and tell us only whether the payment succeeded.',
    ],
  },
  {
    id: 'location',
    title: 'How we use your location',
    content: ['With your permission we use your device location to:'],
    bullets: [
      'recommend the terminal nearest to you;',
      'plan vehicle hire pick-up and drop-off addresses;',
      'track the bus you are travelling on or have hired;',
      'suggest pick-up and drop-off points;',
      'confirm you are close enough to the terminal to check in, so bookings stay accurate.',
    ],
  },
  {
    id: 'disable-location',
    title: 'Turning location off',
    content: [
      'You can stop sharing your location at any time in your device settings: on Android open Settings, then Location (or the app\'s Permissions); on iPhone open Settings, then Privacy & Security, then Location Services. In a browser, use the site permissions next to the address bar. Check-in and nearby-terminal suggestions will not work while location is off.',
    ],
  },
  {
    id: 'offline-tickets',
    title: 'Tickets saved on your device',
    content: [
      `So that your ticket works without internet, the app saves it on your device. It is removed automatically ${FACTS.offlineTicketDaysAfterTrip} days after the trip.`,
    ],
  },
  {
    id: 'retention',
    title: 'Retention and deletion',
    content: [
      `You can delete your account at any time. Deletion anonymises your personal data; trip and bill records are kept without your identity, and anonymous data is kept for ${FACTS.anonymousRetentionYears} years.`,
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing',
    content: [
      'We never sell your data. We share it only with payment processors, bill providers you choose to pay, and authorities where the law requires it.',
    ],
  },
];
