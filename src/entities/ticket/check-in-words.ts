/** A seat's check-in state in words, on the ticket, the saved list and the booking details. */
export const checkInWords = (checkedIn: boolean) => (checkedIn ? 'Checked in' : 'Not checked in');
