import { defineCall } from '../call';
import {
  airtimeRequest, billersByCategoryQuery, billersResponse, billsTokenRequest, billsTokenResponse, categoriesResponse, customerValidationRequest,
  customerValidationResponse, dataRequest, generateReferenceRequest, lookupQuery, lookupResponse, outcomeResponse, payAdviceRequest,
  paymentItemsQuery, paymentItemsResponse, paymentStatusQuery, referenceResponse, transactionsByEmailQuery, transactionsResponse,
} from '../bills';

/**
 * The bills service (spec 2 §7.7), in the bills envelope (contract/bills.ts), with the bills token
 * on every call but /token. Import as a namespace (`import * as billsCalls`).
 *
 * A purchase (SendPayAdvice, airtime, data) is one call whatever pays it: from the wallet
 * (paymentGateway 23, with the PIN) the server debits, vends and, if the biller refuses, credits
 * the wallet back, all before it answers; by card (5) the first call answers 'awaiting-payment'
 * with the checkout URL, and the result page's PaymentStatus settles it once the provider says
 * the card was paid. The same requestReference pays once however often it is sent.
 */

/** The bills token for the signed-in customer (their session bearer goes with it). */
export const token = defineCall({ service: 'bills', method: 'POST', path: '/token', encoding: 'form', body: billsTokenRequest, response: billsTokenResponse });

/** A reference for one purchase (payload.transactionReference), made as a bill panel opens. */
export const generateReference = defineCall({
  service: 'bills', method: 'POST', path: '/PaymentInfo/GenerateReference', body: generateReferenceRequest, response: referenceResponse, kind: 'write',
});

export const billers = defineCall({ service: 'bills', method: 'GET', path: '/api/quickteller/billers', response: billersResponse });
export const categories = defineCall({ service: 'bills', method: 'GET', path: '/api/quickteller/getcategory', response: categoriesResponse });
/** CategoryId 1 electricity (the discos), 2 TV. */
export const billersByCategory = defineCall({
  service: 'bills', method: 'GET', path: '/api/quickteller/GetBillersByCategory', query: billersByCategoryQuery, response: billersResponse,
});
/** A biller's plans: a data network's bundles, a TV provider's packages, a disco's Prepaid and Postpaid. */
export const paymentItems = defineCall({
  service: 'bills', method: 'GET', path: '/api/quickteller/GetBillerPaymentItems', query: paymentItemsQuery, response: paymentItemsResponse,
});
/** Meter or smart card check: payload.customers[0].responseCode '90000' names the customer. */
export const customerValidation = defineCall({
  service: 'bills', method: 'POST', path: '/api/quickteller/CustomerValidation', body: customerValidationRequest, response: customerValidationResponse, kind: 'read',
});
/** Electricity and TV: pays (wallet or card) and vends. */
export const sendPayAdvice = defineCall({
  service: 'bills', method: 'POST', path: '/api/quickteller/SendPayAdvice', body: payAdviceRequest, response: outcomeResponse,
});

/** The network of a phone number by its prefix (data.network). */
export const lookup = defineCall({ service: 'bills', method: 'GET', path: '/lookup', query: lookupQuery, response: lookupResponse });
/** Airtime vending: pays (wallet or card) and tops up. */
export const airtime = defineCall({ service: 'bills', method: 'POST', path: '/wp-json/api/v1/airtime', body: airtimeRequest, response: outcomeResponse });
/** Data vending: pays (wallet or card) and sends the bundle. */
export const data = defineCall({ service: 'bills', method: 'POST', path: '/wp-json/api/v1/data', body: dataRequest, response: outcomeResponse });

/** Ours, for /paybill-call-back?reference=: the purchase's outcome, after settling a card payment with the provider (and vending once). */
export const paymentStatus = defineCall({ service: 'bills', method: 'GET', path: '/PaymentInfo/PaymentStatus', query: paymentStatusQuery, response: outcomeResponse });
/** The customer's own bills, newest first; a pending one is asked about again first. */
export const transactionsByEmail = defineCall({
  service: 'bills', method: 'GET', path: '/api/CustomerTransactions/GetTransactionByEmail', query: transactionsByEmailQuery, response: transactionsResponse,
});
