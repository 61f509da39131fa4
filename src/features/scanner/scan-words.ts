import type { ScanReason } from '@contract/boarding';

/**
 * Every reason the scanner refuses a ticket, in the words the conductor reads (large, in red) and a
 * screen reader announces: named once, here. The keys are the contract's SCAN_REASONS, which the
 * boarding log sends to the server.
 */
export const REFUSAL_WORDS = {
  unreadable: { title: 'Not a Freely ticket', detail: 'This code is not a Freely ticket. Ask for the ticket in the Freely app or e-mail.' },
  unsigned: { title: 'Old or copied ticket', detail: 'This code has the booking reference only, with no signature. Ask the traveller to open the ticket online once, or check the booking at the counter.' },
  'unknown-key': { title: 'Cannot check this ticket', detail: 'It is signed with a key this phone does not have. Update the scanner online, then scan again.' },
  'other-booking': { title: 'Wrong signature', detail: 'The signature belongs to another booking: the ticket was changed.' },
  'wrong-signature': { title: 'Wrong signature', detail: 'The signature does not match the ticket: it is forged or was changed.' },
  'another-trip': { title: 'Another bus', detail: 'This ticket is for another bus.' },
  'another-day': { title: 'Another day', detail: 'This ticket is for this route on another day.' },
  expired: { title: 'Expired ticket', detail: 'This ticket is past its travel date.' },
  'already-boarded': { title: 'Already boarded', detail: 'This ticket was scanned before: its seats have boarded.' },
  'not-on-manifest': { title: 'Not on the list', detail: "This booking is not on today's list for this terminal: another day or terminal, or not paid." },
} as const satisfies Record<ScanReason, { title: string; detail: string }>;

export const ACCEPTED_TITLE = 'ACCEPTED';
export const REFUSED_TITLE = 'REFUSED';
