import { TICKET_QR_ERROR_CORRECTION } from '@contract/ticket-signature';

/** The characters of the QR alphanumeric mode: 5.5 bits each instead of byte mode's 8. */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;

/**
 * How a ticket's QR is encoded (src/ui/ticket-qr.tsx). A signed ticket's text
 * (contract/ticket-signature.ts, 121 characters) is all alphanumeric-mode characters: alphanumeric
 * mode makes it a version 7 code (45×45 modules) at error correction Q, where byte mode would need
 * version 9 (53×53). Q, not M: Q rebuilds a quarter of the code, M 15%; a crack across a cheap
 * phone's screen, a smear or sunlight glare takes out a band of modules, and Q costs only two
 * versions over M (37×37). H (30%) would need version 8 for little more. Measured in
 * ticket-qr.test.tsx and printed by `npm run bench`.
 */
export function ticketQrOptions(text: string) {
  return {
    typeNumber: 0 as const,
    mode: ALPHANUMERIC.test(text) ? ('Alphanumeric' as const) : ('Byte' as const),
    errorCorrectionLevel: TICKET_QR_ERROR_CORRECTION,
  };
}

/** The reference a QR text starts with (the whole text of an unsigned ticket). */
export const referenceOfQr = (text: string) => text.split(' ')[0] ?? text;

/**
 * The quiet zone around the code in pixels: about 4 modules, as the QR standard asks (a scanner
 * finds the code's edge by it), for a version 7 code drawn `size` pixels wide.
 */
export const quietZone = (size: number) => Math.round(size / 13);
