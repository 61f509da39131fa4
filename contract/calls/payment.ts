import { defineCall } from '../call';
import {
  creditdirectInitResponse, gatewayListParam, gatewayListQuery, gatewaysResponse, moniepointInitRequest, moniepointInitResponse,
  nombaInitRequest, nombaInitResponse, opayInitRequest, opayInitResponse, opayVerifyRequest, paystackInitRequest, paystackInitResponse, refParam,
  transferAccountRequest, transferAccountResponse, webhookParam, webhookResponse, widgetInitRequest, widgetInitResponse,
} from '../payment';
import { confirmResponse } from '../tickets';
import { wovenAccountRequest, wovenAccountResponse } from '../woven';

/**
 * The payment service (spec 2 §7.5): the gateway list, each provider's initialisation and
 * confirmation, the bank-transfer account, and the providers' webhooks. Each provider's calls
 * carry its one name (contract/payment.ts GATEWAY). Import as a namespace (`import * as paymentCalls`).
 */

/** Gateway list 1 (checkout) or 2 (hire), for Nigeria. */
export const gateways = defineCall({
  service: 'payment', method: 'GET', path: '/api/v1/PaymentGateway/Gateways/:id', params: gatewayListParam, query: gatewayListQuery, response: gatewaysResponse,
});

// ---- initialisation: each opens the provider's checkout for the booking's own total

/** The hosted card checkout's URL. */
export const paystackInitialize = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/Paystack/initialize', body: paystackInitRequest, response: paystackInitResponse,
});
export const flutterwaveInitialize = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/Flutterwave/initialize', body: widgetInitRequest, response: widgetInitResponse,
});
export const budpayInitialize = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/BudPay/initialize', body: widgetInitRequest, response: widgetInitResponse,
});
export const nombaInitialize = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/Nomba/initialize', body: nombaInitRequest, response: nombaInitResponse,
});
/** Buy now, pay later: the widget's key and URL. */
export const creditdirectInitialize = defineCall({
  service: 'payment', method: 'GET', path: '/Payment/InitiateCreditDirectRequest/:ref', params: refParam, response: creditdirectInitResponse,
});
export const moniepointInitialize = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/Moniepoint/initialize', body: moniepointInitRequest, response: moniepointInitResponse,
});
export const opayInitialize = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/OPay/initialize', body: opayInitRequest, response: opayInitResponse,
});
/** The bank-transfer account to pay into, open for TRANSFER_WINDOW_MINUTES. */
export const azapayAccount = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/AzaPay/account', body: transferAccountRequest, response: transferAccountResponse,
});
/**
 * The one-use virtual account of /woven-pay (spec 2 §7.5's creation call, made by the server at
 * the provider): the booking's open account, or a new one while its seats are held.
 */
export const wovenAccount = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/Woven/virtualAccount', body: wovenAccountRequest, response: wovenAccountResponse,
});

// ---- confirmation: each asks the provider, and answers the ticket or why not (CONFIRM_OUTCOME)

export const paystackConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/Payment/ProcessPaystackPayment/:ref/NG', params: refParam, response: confirmResponse,
});
export const flutterwaveConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/Payment/ProcessFlutterWavePayment/:ref', params: refParam, response: confirmResponse,
});
export const budpayConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/Payment/ProcessBudPayPayment/:ref', params: refParam, response: confirmResponse,
});
export const nombaConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/api/v1/Nomba/processNombaPayment/:ref', params: refParam, response: confirmResponse,
});
export const creditdirectConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/Payment/ProcessCreditDirectPayment/:ref', params: refParam, response: confirmResponse,
});
export const moniepointConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/api/v1/Moniepoint/processMoniepointPayment/:ref/NGN', params: refParam, response: confirmResponse,
});
/** OPay's verify call. */
export const opayConfirm = defineCall({
  service: 'payment', method: 'POST', path: '/api/v1/OPay/verify', body: opayVerifyRequest, response: confirmResponse,
});
/** Has the transfer arrived? Under /api/Webhook/ upstream, but the app calls it; mounted before `webhook`, whose path would take it. */
export const azapayConfirm = defineCall({
  service: 'payment', method: 'POST', path: '/api/Webhook/ValidateAzaPayTransaction', body: refParam, response: confirmResponse,
});

/** Has the transfer into the virtual account arrived? /woven-pay asks every few seconds; WOVEN_EXPIRED (contract/woven.ts) once its 30 minutes are over. */
export const wovenConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/api/v1/Woven/processWovenPayment/:ref', params: refParam, response: confirmResponse,
});

/** A provider's signed event. No body schema: the handler checks the signature over the raw bytes, then parses. */
export const webhook = defineCall({ service: 'payment', method: 'POST', path: '/api/Webhook/:provider', params: webhookParam, response: webhookResponse });
