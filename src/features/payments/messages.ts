/** Spec 2 §8 texts the payment pages show, verbatim (typos included). */
export const PAYMENT_MESSAGES = {
  failedHeading: 'Failed Booking',
  cancelledHeading: 'Your Booking was Cancelled!!!',
  confirmFailure: 'An error occured while processing your request.',
  opayFailure: 'Your booking failed.',
  creditdirectClosed: 'Booking cancelled.',
  budpayClosed: 'Transaction was not completed, window closed.',
  /** Shown offline and when a call got no answer (a stalled link): honest for both. */
  offline: 'We could not reach Freely. Paying and checking a payment need a connection: check yours and try again.',
  noPayment: 'There is no payment in progress in this tab. Book a seat to start one.',
  /** Heading of the result page when the payment bought nothing and goes back (the server's sentence follows). */
  refundHeading: 'About your payment',
  /** Heading when the provider's payment was not completed but the seats are still held (the server's sentence follows). */
  notCompletedHeading: 'Payment not completed',
} as const;
