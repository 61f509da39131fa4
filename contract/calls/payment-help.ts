import { defineCall } from '../call';
import { helpCodeRequest, helpCodeResponse, helpPaymentsResponse, helpVerifyRequest, helpVerifyResponse } from '../payment-help';

/**
 * "I paid but have no ticket" (/payment-help, contract/payment-help.ts): calls of the payment
 * service's base, answered by server/services/payment-help/. Import as a namespace
 * (`import * as paymentHelpCalls`).
 */

/** A 6-digit code to the phone or e-mail, if it paid us in the last 30 days; the same answer either way. */
export const sendCode = defineCall({ service: 'payment', method: 'POST', path: '/PaymentHelp/code', body: helpCodeRequest, response: helpCodeResponse });
/** The code, for a token that opens that contact's payments (and nobody else's) for 15 minutes. */
export const verifyCode = defineCall({ service: 'payment', method: 'POST', path: '/PaymentHelp/verify', body: helpVerifyRequest, response: helpVerifyResponse });
/** The token's contact's payments of the last 30 days, each with what became of it; the token as bearer. */
export const payments = defineCall({ service: 'payment', method: 'GET', path: '/PaymentHelp/payments', response: helpPaymentsResponse });
