import { COMPANY } from '@/lib/company';

export interface Leader {
  name: string;
  role: string;
}

/** Always shown. */
export const MISSION_SUMMARY = `${COMPANY.name} exists to make moving across Nigeria safe, comfortable and simple. From our first terminal in Lagos we have grown into a network that links the major cities of the South-West, South-South, South-East and North-Central, carrying families, traders and students every day.`;

/** Revealed by "Read more". */
export const MISSION_MORE: readonly string[] = [
  'Our mission is to deliver a world-class travel experience at a fair price: buses that leave on time, trained captains who put safety first, clean terminals and honest customer care.',
  'We build our own technology so that booking a seat, hiring a bus, checking in and paying bills take a few taps, even on a slow connection. Tickets stay on your phone and work offline at the terminal.',
  'We measure ourselves by the trust of our passengers and the communities we serve, and we invest in our people, our fleet and our routes to keep earning it.',
];

export const LEADERS: readonly Leader[] = [
  { name: 'Adebayo Ogunleye', role: 'Chief Executive Officer' },
  { name: 'Chiamaka Eze', role: 'Chief Enterprise Business Officer' },
  { name: 'Ibrahim Danjuma', role: 'Chief Technology Officer' },
  { name: 'Ngozi Okafor', role: 'Chief Process Officer' },
  { name: 'Emeka Nwachukwu', role: 'Chief Operating Officer' },
  { name: 'Aisha Bello', role: 'Chief Procurement Officer' },
  { name: 'Oluwaseun Adeyemi', role: 'Head of Finance' },
];
