/** Spec 2 §8: messages users see, verbatim. */
export const MESSAGES = {
  genericFailure: 'Error validating your request, Please try again!',
  initFailure: 'Error while processing your request.',
  noRoutePrice: 'No price found, Check a new routes.',
  sessionExpired: 'Session Expired, Please log in',
  terminalsFailed: 'Error while fetching terminals., Please try again!',
  invalidEmail: 'Please provide a valid email address',
  nigerianNumber: 'Only Nigerian numbers are allowed. Please provide a Nigerian number.',
  allFieldsRequired: 'All fields are required.',
  copied: 'Copied!!!',
} as const;
