/**
 * The flight partner's booking page shown in the 'Book a flight' modal. Empty until the company
 * names one: the modal then shows a note in the frame rather than a blank or foreign page.
 */
export const FLIGHT_PARTNER_URL: string = import.meta.env.VITE_FLIGHT_PARTNER_URL ?? '';
