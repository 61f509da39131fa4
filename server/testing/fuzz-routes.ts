import { SERVICE_BASE, type CallDescription } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import * as devCalls from '../../contract/calls/dev';
import * as onboardingCalls from '../../contract/calls/onboarding';
import * as sessionCalls from '../../contract/calls/session';
import * as paymentCalls from '../../contract/calls/payment';
import * as paymentHelpCalls from '../../contract/calls/payment-help';
import * as settingsCalls from '../../contract/calls/settings';
import type { sealedRequestSchema } from '../../contract/cipher';
import * as v from 'valibot';
import { webhookEventSchema } from '../providers/payments/webhook-event';
import { checkoutParams, openCheckoutForm, refuseForm, settleForm, transactionParams, transferForm, transferParams } from '../sandbox/app';
import { ACCOUNT_STYLE_HEADER } from '../sandbox/payments/account-style';
import { SANDBOX_TERMII_PATH } from '../sandbox-types';
import { TERMII_SEND_PATH, termiiSendSchema } from '../providers/messaging/termii-wire';
import * as placesCalls from '../../contract/calls/places';
import * as formCalls from '../../contract/calls/forms';
import * as walletCalls from '../../contract/calls/wallet';
import * as billsCalls from '../../contract/calls/bills';
import * as mapsCalls from '../../contract/calls/maps';
import * as hireCalls from '../../contract/calls/hire';
import * as ambassadorCalls from '../../contract/calls/ambassador';
import * as trackingCalls from '../../contract/calls/tracking';
import * as rescheduleCalls from '../../contract/calls/reschedule';
import * as boardingCalls from '../../contract/calls/boarding';
import { addDays, lagosToday } from '../../contract/dates';
import * as paystackWire from '../providers/payments/paystack/wire';
import * as flutterwaveWire from '../providers/payments/flutterwave/wire';
import * as monnifyWire from '../providers/payments/monnify/wire';
import { sandboxApiPath, type WireProviderName } from '../sandbox/payments/wire';

/**
 * What the fuzz test (server/testing/fuzz.test.ts) knows of every route of the composed app: the
 * schemas its input is validated with and a request it accepts (or nearly), which the fuzz
 * corrupts one part at a time. A route of `app.routes` with no entry here fails the test, so a
 * new route cannot escape: add one line with its description and an example, e.g.
 *
 *   ...described(bookingCalls.releaseBooking, { example: (x) => ({ json: { ref: x.reference, contact: '0803…' } }) }),
 */

/** Two gazetteer addresses for the hire routes. */
const HIRE_FROM = 'Lagos (Jibowu), 20 Ikorodu Road, Jibowu, Yaba, Lagos, Nigeria';
const HIRE_TO = 'Ikeja, Lagos, Nigeria';

/** What the test set up before fuzzing: a signed-in customer, pending bookings, sandbox transactions. */
export type FuzzContext = {
  token: string;
  /** A second sign-in of the same customer, for the sign-out route (which ends its session). */
  spareToken: string;
  refreshToken: string;
  customerId: number;
  phone: string;
  /** Pending bookings: one for the payment routes, one whose sandbox pages are fuzzed. */
  reference: string;
  sandboxReference: string;
  tripId: number;
  routeId: number;
  terminalId: number;
  destinationId: number;
  checkoutId: string;
  accountNo: string;
  sealed: v.InferOutput<typeof sealedRequestSchema>;
  /** The customer's wallet token, their verified e-mail and contact phone (11 digits); their wallet exists. */
  walletToken: string;
  walletEmail: string;
  walletPhone: string;
  /** The same customer's bills token, and an open bill reference of theirs. */
  billsToken: string;
  billReference: string;
  /** An open invitation to the ambassador upgrade, and a deletion request for an e-mail no account uses. */
  verificationId: string;
  ambassadorId: string;
  /** A tracking token for tripId's bus, and its tracker's IMEI. */
  trackingToken: string;
  trackerId: string;
};

/** A request as parts; the fuzz puts odd values (numbers, Raw URL tokens, arrays) where strings were. */
export type Example = {
  json?: unknown;
  query?: Record<string, unknown>;
  param?: Record<string, unknown>;
  header?: Record<string, unknown>;
  /** Fields of an application/x-www-form-urlencoded body (the sandbox's forms). */
  form?: Record<string, unknown>;
};

export type RouteInputs = {
  json?: v.GenericSchema;
  query?: v.GenericSchema;
  param?: v.GenericSchema;
  header?: v.GenericSchema;
  /** A form body, read with c.req.parseBody(). */
  form?: v.GenericSchema;
  example?: (x: FuzzContext) => Example;
  /** The bearer token to send (signed-in routes). */
  token?: (x: FuzzContext) => string;
  /** The body is read as JSON whatever its content type, after a signature over the raw body (webhooks). */
  signed?: true;
  /** A multipart upload with no schema: every generated body is one the route must refuse. */
  upload?: true;
  /** Answers HTML pages (the sandbox), or redirects, rather than JSON. */
  html?: true;
  /** A stand-in of a provider's API: it answers in that provider's own shape, never our envelope (only its status and JSON are checked). */
  providerShape?: true;
  /** Answers plain JSON on success (dev tools, the wallet token); failures are still the envelope. */
  plainJson?: true;
  /** Answers a file to save on success (text/csv, Content-Disposition: attachment); failures are still the envelope. */
  download?: true;
  /** Middleware or a catch-all: fuzzed with random paths, not with a schema. */
  catchAll?: true;
};

const me = (x: FuzzContext) => x.token;
const myWallet = (x: FuzzContext) => x.walletToken;
const myBills = (x: FuzzContext) => x.billsToken;
const walletOwner = (x: FuzzContext) => ({ PhoneNumber: x.walletPhone, Email: x.walletEmail });
const sealed = (x: FuzzContext) => ({ json: x.sealed });
const email = 'fuzz.traveller@example.com';
const idempotencyExample = { 'idempotency-key': 'fuzz-0123456789abcdef' };

const bookingExample = (x: FuzzContext) => ({
  tripType: 0, paymentMethod: 5, bookingType: 2, passengerType: 0, firstName: 'Ada', lastName: 'Obi', gender: 1,
  routeId: x.routeId, routeIdReturn: null, onewayAmount: 650000, returnAmount: 0, totalAmount: 650000, travelDocumentId: 0,
  email, phoneNumber: '08031230001', nextOfKinName: 'Chidi Obi', nextOfKinPhone: '08031230002',
  seatRegistrations: `${x.tripId}:9,10`, vehicleTripRegistrationId: x.tripId,
  beneficiaries: [{ fullName: 'Bola Obi', Gender: 0 }], isSub: false,
});

/**
 * A described call (contract/calls/): its key as the app lists its routes, and the schemas it is
 * validated with, taken from the description; `extra` adds the example and how to send it.
 */
function described(call: CallDescription, extra: RouteInputs = {}): Record<string, RouteInputs> {
  const body = call.encoding === 'form' ? { form: call.body } : call.encoding === 'multipart' ? { upload: true as const } : { json: call.body };
  return { [`${call.method} ${SERVICE_BASE[call.service]}${call.path}`]: { param: call.params, query: call.query, header: call.headers, ...body, ...extra } };
}

export const FUZZ_ROUTES: Record<string, RouteInputs> = {
  'GET /healthz': { plainJson: true },

  // ---- settings
  ...described(settingsCalls.departureTerminals, { example: () => ({ param: { countryCode: 'NG' } }) }),
  ...described(placesCalls.terminalDirectory),
  ...described(placesCalls.pickupLocations),
  ...described(mapsCalls.autocomplete, { example: () => ({ query: { input: 'Ikeja', sessionToken: 'abcDEF123456789' } }) }),
  ...described(mapsCalls.placeDetails, { example: () => ({ query: { placeId: 'ng:city:lagos-ikeja', sessionToken: 'abcDEF123456789' } }) }),
  ...described(mapsCalls.distanceByPlace, { example: () => ({ query: { origin: 'ng:city:lagos-ikeja', destination: 'ng:state:fct' } }) }),
  ...described(settingsCalls.destinationTerminals, { example: (x) => ({ param: { id: String(x.terminalId) } }) }),
  ...described(settingsCalls.terminal, { example: (x) => ({ param: { id: String(x.terminalId) } }) }),
  ...described(settingsCalls.routeFares, { example: (x) => ({ param: { departureTerminalId: String(x.terminalId), destinationTerminalId: String(x.destinationId) } }), }),
  ...described(settingsCalls.popularRoutes, { example: () => ({ query: { noOfDays: '5', noOfRoutes: '5' } }) }),
  ...described(formCalls.feedback, {
    example: () => ({
      header: idempotencyExample,
      json: { CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031230001', CustomerEmail: email, Category: 4, Body: 'The bus was clean.', Subject: 'Feedback from Website' },
    }),
  }),
  ...described(formCalls.suggestRoute, {
    example: () => ({
      header: idempotencyExample,
      json: { FullName: 'Ada Obi', DepartureState: 'Lagos', DepartureLocation: 'Ikeja', ArrivalState: 'Oyo', ArrivalLocation: 'Ibadan', Email: email, PhoneNumber: '+2348031230001' },
    }),
  }),
  ...described(formCalls.partnerEnquiry, {
    example: () => ({
      header: idempotencyExample,
      json: {
        partnerType: 0, companyName: 'Obi Motors', companyRcNumber: 'RC123456', businessAddress: '1 Marina, Lagos', name: 'Ada Obi',
        phoneNumber: '08031230001', email, state: 'Lagos', inspectionLocation: 'Jibowu', numberOfVehicles: 2, countryCode: 'NG',
        vehicles: [{ make: 'Toyota', model: 'Hiace', colour: 'White', vehicleYear: 2020 }],
      },
    }),
  }),

  // ---- onboarding
  ...described(sessionCalls.publicKey),
  ...described(onboardingCalls.signIn, { example: sealed }),
  ...described(sessionCalls.guestToken, { example: sealed }),
  ...described(sessionCalls.refreshToken, { example: (x) => ({ json: { token: x.token, refreshToken: x.refreshToken || 'fuzz-refresh-token-0123456789' } }) }),
  ...described(sessionCalls.signOut, { token: (x) => x.spareToken }),
  ...described(onboardingCalls.googleSignIn, { example: () => ({ json: { idToken: 'eyJhbGciOi.eyJzdWIiOi.c2ln', deviceToken: 'device-1', clientId: 'freely-web' } }) }),
  ...described(onboardingCalls.sendPhoneCode, { example: () => ({ json: { phoneNumber: '+2348031230009', purpose: 'register' } }) }),
  ...described(onboardingCalls.sendEmailCode, { example: () => ({ json: { email, purpose: 'register' } }) }),
  ...described(onboardingCalls.verifyCode, { example: () => ({ json: { target: email, otpCode: '123456', purpose: 'register' } }) }),
  ...described(onboardingCalls.sendCustomerCode, { example: () => ({ json: { username: email, isAccountConfirmation: false } }) }),
  ...described(onboardingCalls.verifyCustomerCode, { example: () => ({ json: { activationCode: '123456', username: email, isAccountConfirmation: 'true' } }) }),
  ...described(onboardingCalls.registerByPhone, { example: () => ({ json: { phoneNumber: '+2348031230009', password: 'Travel#2026', confirmPassword: 'Travel#2026', clientId: 'freely-web', countryId: 1 } }) }),
  ...described(onboardingCalls.registerByEmail, { example: () => ({ json: { email, password: 'Travel#2026', confirmPassword: 'Travel#2026', firstName: 'Ada', lastName: 'Obi', countryId: '1' } }) }),
  ...described(onboardingCalls.requestResetCodeByQuery, { example: () => ({ query: { email } }) }),
  ...described(onboardingCalls.requestResetCode, { example: () => ({ json: { username: email } }) }),
  ...described(onboardingCalls.resetPassword, { example: () => ({ json: { username: email, newPassword: 'Travel#2027', confirmPassword: 'Travel#2027', otp: '123456' } }) }),
  ...described(onboardingCalls.changePassword, { token: me, example: () => ({ json: { oldPassword: 'Not#MyPassword1', password: 'Travel#2027', confirmPassword: 'Travel#2027' } }), }),
  ...described(onboardingCalls.photo, { example: () => ({ param: { photoId: 'AbCdEfGhIjKlMnOpQrStUvWx' } }) }),
  ...described(onboardingCalls.uploadPhoto, { token: me, upload: true }),
  ...described(onboardingCalls.removePhotoByDelete, { token: me, example: (x) => ({ param: { id: String(x.customerId) } }) }),
  ...described(onboardingCalls.removePhoto, { token: me, example: (x) => ({ param: { id: String(x.customerId) } }) }),
  ...described(onboardingCalls.me, { token: me }),
  ...described(onboardingCalls.completeProfile, {
    token: me, example: (x) => ({
      json: { phoneNumber: x.phone, gender: 0, title: 'Mr', firstName: 'Ada', lastName: 'Obi', referralCode: '', nextOfKinName: 'Chike Obi', nextOfKinGender: '1', nextOfKinPhoneNumber: '08099990000' },
    }),
  }),
  ...described(onboardingCalls.updateProfile, { token: me, example: (x) => ({ json: { firstName: 'Ada', lastName: 'Obi', sex: 1, email: '', nextOfKinName: 'Chike Obi', nextOfKinMobile: '+2348099990000', mobile: x.phone } }), }),
  ...described(onboardingCalls.updateEmail, { token: me, example: (x) => ({ json: { email: 'fuzz.new@example.com', phoneNumber: x.phone } }) }),
  ...described(onboardingCalls.walletStage, { token: me, example: (x) => ({ param: { phone: x.phone, email } }), }),

  // ---- dev tools (sandbox only)
  ...described(devCalls.outbox, { plainJson: true, example: (x) => ({ query: { to: x.phone } }) }),
  ...described(devCalls.forms, { plainJson: true, example: () => ({ query: { email } }) }),
  ...described(devCalls.soonTrip, { plainJson: true, example: (x) => ({ json: { routeId: x.routeId, minutesFromNow: 90 } }) }),
  // A reference no booking has: lapsing one the other routes use would change their answers.
  ...described(devCalls.lapseBooking, { plainJson: true, example: () => ({ json: { reference: 'FRE-NOTABOOKING' } }) }),
  ...described(devCalls.advanceChecks, { plainJson: true, example: () => ({ json: { reference: 'FRE-NOTABOOKING', minutes: 1 } }) }),
  ...described(devCalls.confirmedBooking, { plainJson: true, example: (x) => ({ json: { vehicleTripRegistrationId: x.tripId, seats: [11], fullName: 'Ada Obi', email, phoneNumber: '08031230001' } }), }),
  ...described(devCalls.invitation, { plainJson: true, example: () => ({ json: { expired: false } }) }),
  ...described(devCalls.invitationState, { plainJson: true, example: (x) => ({ param: { verificationId: x.verificationId } }) }),
  ...described(devCalls.staff, { plainJson: true, example: (x) => ({ json: { terminalId: x.terminalId } }) }),
  // A contact no booking uses: its limits change nothing the other routes see.
  ...described(devCalls.endCodeWait, { plainJson: true, example: () => ({ json: { to: 'fuzz.codes@example.com', purpose: 'reset' } }) }),
  ...described(devCalls.contactHoldLimits, { plainJson: true, example: () => ({ json: { contact: 'fuzz.limits@example.com' } }) }),

  // ---- booking
  ...described(bookingCalls.tripSearch, {
    example: (x) => ({
      json: { departureTerminalId: String(x.terminalId), destinationTerminalId: x.destinationId, departureDate: '2026-11-24', returnDate: '', numberOfAdults: '1', numberOfChildren: '0', tripType: '0', bookingType: '2' },
    }),
  }),
  ...described(bookingCalls.createBooking, { example: (x) => ({ json: bookingExample(x) }) }),
  ...described(bookingCalls.bookingStatus, { example: (x) => ({ query: { BookingRefCode: x.reference, Contact: '08031230001' } }) }),
  // Not the booking's phone: the fuzz must never cancel the booking the payment routes use.
  ...described(bookingCalls.releaseBooking, { example: (x) => ({ json: { ref: x.reference, contact: '08031230001' } }) }),
  ...described(bookingCalls.unpaidLimits, { token: me, example: (x) => ({ json: { seats: 2, tripIds: [x.tripId], email: 'ada@example.com', phoneNumber: '08031230001' } }) }),
  ...described(bookingCalls.checkIn, { example: (x) => ({ param: { ref: x.reference, terminalId: String(x.terminalId) }, query: { latitude: '6.5146', longitude: '3.3724' } }), }),
  ...described(bookingCalls.bookingHistory, { token: me, example: () => ({ query: { Email: '', CountryCode: 'NG', Paginated: 'false' } }), }),
  ...described(hireCalls.getDistance, { example: () => ({ query: { depart: HIRE_FROM, arrival: HIRE_TO } }) }),
  ...described(hireCalls.bookingSearch, {
    example: () => ({ json: { OnewayPickupLocation: HIRE_FROM, OneWayDropoffLocation: HIRE_TO, OnewayPickupDate: addDays(lagosToday(), 2), HiredServiceType: 0, IsSleepOver: false } }),
  }),
  ...described(hireCalls.requestBooking, {
    example: () => ({
      json: {
        fullName: 'Ada Obi', gender: 1, email, phoneNumber: '08031230002', nextOfKinName: 'Chike Obi', nextOfKinPhone: '08031230003', address: '1 Allen Avenue, Ikeja',
        paymentMethod: 4, hiredServiceType: 0, onewayPickupLocation: HIRE_FROM, oneWayDropoffLocation: HIRE_TO, onewayPickupDate: addDays(lagosToday(), 3),
        isSleepOver: false, hireVehicleDetail: [{ vehicleModelId: 1, quantity: 1 }],
      },
    }),
  }),
  ...described(trackingCalls.vehicleTrip, { token: (x) => x.trackingToken, example: (x) => ({ query: { vehicleImei: x.trackerId } }) }),
  ...described(trackingCalls.trackVehicle, { token: (x) => x.trackingToken, example: (x) => ({ param: { id: String(x.tripId) } }) }),
  // A plain request (the fuzz sends no upgrade): 426 in the envelope. server/services/tracking/socket.test.ts opens it as a socket.
  ...described(trackingCalls.liveLocation),
  ...described(hireCalls.hireStatus, { example: () => ({ param: { ref: 'HIR-FUZZ0000' } }) }),
  // Reschedule: the fuzz's booking is pending, so every well-formed request is refused by rule (never moved).
  // ---- boarding (the fuzz customer is staff at the flagship's departure terminal)
  ...described(boardingCalls.keys),
  ...described(boardingCalls.staffToken, { token: me }),
  ...described(boardingCalls.manifest, { token: me, example: () => ({ query: { date: lagosToday() } }) }),
  ...described(boardingCalls.scans, {
    token: me,
    example: (x) => ({ json: { deviceId: 'fuzz-device-01', scans: [{ scanId: '0b6f0c7e-4c1d-4e55-9a43-2f1d8f0b7a11', reference: x.reference, tripId: x.tripId, scannedAt: new Date().toISOString(), verdict: 'accepted' }] } }),
  }),
  ...described(rescheduleCalls.lookup, { example: (x) => ({ json: { ref: x.reference, phone: '08031230001' } }) }),
  ...described(rescheduleCalls.trips, { example: (x) => ({ json: { ref: x.reference, phone: '08031230001', leg: 'outbound', date: addDays(lagosToday(), 2) } }) }),
  ...described(rescheduleCalls.request, {
    token: me,
    example: (x) => ({ json: { ref: x.reference, phone: '08031230001', leg: 'outbound', tripId: x.tripId, seats: [11], paymentMethod: 23, pin: '1234' } }),
  }),
  ...described(rescheduleCalls.status, { example: () => ({ param: { ref: 'RSC-FUZZ222222' } }) }),

  // ---- ambassador
  ...described(ambassadorCalls.submitUpgrade, {
    example: (x) => ({
      param: { verificationId: x.verificationId },
      json: { firstName: 'Ada', lastName: 'Obi', phone: '08031230004', email, address: '1 Allen Avenue, Ikeja', nin: '12345678901', occupation: 'Trader', officeAddress: '2 Broad Street, Lagos' },
    }),
  }),
  ...described(ambassadorCalls.verifyUpgradeOtp, { example: () => ({ json: { otp: '123456', phoneNumber: '08031230004' } }) }),
  ...described(ambassadorCalls.lookupByEmail, { example: () => ({ param: { email: 'fuzz.nobody@example.com' } }) }),
  ...described(ambassadorCalls.sendDeletionOtp, { example: (x) => ({ param: { ambassadorId: x.ambassadorId } }) }),
  ...described(ambassadorCalls.withdrawDeletion, { example: (x) => ({ param: { id: x.ambassadorId } }) }),
  ...described(ambassadorCalls.deleteWithOtp, { example: (x) => ({ param: { ambassadorId: x.ambassadorId, otp: '123456' } }) }),

  // ---- payment
  ...described(hireCalls.cardConfirm, { example: () => ({ param: { ref: 'HIR-FUZZ0000' } }) }),
  'ALL /api/payment/*': { catchAll: true },
  ...described(paymentCalls.gateways, { example: () => ({ param: { id: '1' }, query: { countryCode: 'NG' } }) }),
  ...described(paymentCalls.paystackInitialize, { example: (x) => ({ json: { reference: x.reference, email, amount: 650000, countrycode: 'NG', serviceId: 1, callback_url: 'http://127.0.0.1/call-back' } }), }),
  ...described(paymentCalls.flutterwaveInitialize, { example: (x) => ({ json: { reference: x.reference, email, phoneNumber: '08031230001' } }) }),
  ...described(paymentCalls.budpayInitialize, { example: (x) => ({ json: { reference: x.reference, email, phoneNumber: '08031230001' } }) }),
  ...described(paymentCalls.nombaInitialize, { example: (x) => ({ json: { order: { orderReference: x.reference, amount: 650000, callbackUrl: 'http://127.0.0.1/nomba-pay', customerId: 'c-1', customerEmail: email, currency: 'NGN' }, tokenizeCard: true, serviceId: 1 } }), }),
  ...described(paymentCalls.creditdirectInitialize, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.moniepointInitialize, {
    example: (x) => ({
      json: {
        reference: x.reference, paymentReference: x.reference, amount: 650000, customerName: 'Ada Obi', customerEmail: email,
        paymentDescription: `Bus ticket ${x.reference}`, currencyCode: 'NGN', serviceId: 1, paymentMethods: ['CARD'],
      },
    }),
  }),
  ...described(paymentCalls.opayInitialize, {
    example: (x) => ({
      json: { email, phoneNumber: '08031230001', name: 'Ada Obi', country: 'NG', reference: x.reference, amount: 650000, currency: 'NGN', payMethod: 4, customerVisitSource: 'web' },
    }),
  }),
  ...described(paymentCalls.azapayAccount, { example: (x) => ({ header: { [ACCOUNT_STYLE_HEADER]: 'virtual' }, json: { ref: x.reference, customerEmail: email, customerName: 'Ada Obi', customerPhone: '08031230001', amount: 650000 } }), }),
  ...described(paymentCalls.paystackConfirm, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.flutterwaveConfirm, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.budpayConfirm, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.nombaConfirm, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.creditdirectConfirm, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.moniepointConfirm, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.opayConfirm, { example: (x) => ({ json: { country: 'NG', reference: x.reference } }) }),
  ...described(paymentCalls.azapayConfirm, { example: (x) => ({ json: { ref: x.reference } }) }),
  ...described(paymentCalls.wovenAccount, {
    example: (x) => ({ json: { customer_reference: x.reference, name: 'Ada Obi', email, mobile_number: '08031230001', expires_on: 60, use_frequency: 1, min_amount: 1, max_amount: 1, callback_url: 'https://evil.example/hook' } }),
  }),
  ...described(paymentCalls.wovenConfirm, { example: (x) => ({ param: { ref: x.reference } }) }),
  ...described(paymentCalls.webhook, {
    // Read as JSON whatever its content type, after the adapter checks the signature over the raw body.
    signed: true, json: webhookEventSchema, example: (x) => ({
      param: { provider: 'paystack' },
      json: { id: 'evt-fuzz-1', event: 'charge.success', data: { reference: x.sandboxReference, providerReference: 'PSK_0123456789ABCDEF', amount: 650000, status: 'pending' } },
    }),
  }),

  // "I paid but have no ticket" (server/services/payment-help/): without its token the list answers 401
  ...described(paymentHelpCalls.sendCode, { example: () => ({ json: { contact: 'fuzz.nobody@example.com' } }) }),
  ...described(paymentHelpCalls.verifyCode, { example: () => ({ json: { contact: '08031230009', code: '123456' } }) }),
  ...described(paymentHelpCalls.payments),

  ...described(walletCalls.processWalletPayment, {
    token: me, example: (x) => ({ json: { email: x.walletEmail, phone: x.walletPhone, refCode: x.reference, pin: '4821', description: 'Seat booking', walletType: 23 } }),
  }),

  // ---- wallet (form bodies, the wallet envelope)
  // An OAuth token answer on success (access_token, expires_in, token_type); failures in the wallet envelope.
  ...described(walletCalls.token, { token: me, plainJson: true, example: () => ({ form: { client_id: 'freely-web', grant_type: 'client_credentials' } }) }),
  ...described(walletCalls.createWallet, { token: myWallet, example: (x) => ({ form: { ...walletOwner(x), FirstName: 'Ada', LastName: 'Obi' } }) }),
  ...described(walletCalls.getUserWallet, { token: myWallet, example: (x) => ({ query: walletOwner(x) }) }),
  ...described(walletCalls.transactions, { token: myWallet, example: (x) => ({ query: { ...walletOwner(x), page: '1' } }) }),
  ...described(walletCalls.statement, { token: myWallet, download: true, example: (x) => ({ query: walletOwner(x) }) }),
  ...described(walletCalls.generateOtp, { token: myWallet, example: (x) => ({ form: { ...walletOwner(x), OtpType: 'ResetPin' } }) }),
  ...described(walletCalls.createPin, { token: myWallet, example: (x) => ({ form: { ...walletOwner(x), Pin: '4821', Otp: '123456' } }) }),
  ...described(walletCalls.changePin, { token: myWallet, example: (x) => ({ form: { ...walletOwner(x), Otp: '123456', OldPin: '4821', NewPin: '9153' } }) }),
  ...described(walletCalls.resetPin, { token: myWallet, example: (x) => ({ form: { ...walletOwner(x), Otp: '123456', NewPin: '9153' } }) }),
  ...described(walletCalls.debitWallet, {
    token: myWallet, example: (x) => ({ form: { ...walletOwner(x), Amount: '1,500.50', Pin: '4821', Reference: 'fuzz-debit-0001', TransactionDesc: 'Airtime', WalletToDebit: '2' } }),
  }),
  ...described(walletCalls.createPayment, { token: myWallet, example: (x) => ({ form: { ...walletOwner(x), Amount: '1500', FundingSource: '1' } }) }),
  ...described(walletCalls.verifyPaystackRef, { token: myWallet, example: () => ({ query: { paymentreference: 'WAL-ABCDEFGHJKLM' } }) }),
  ...described(walletCalls.createTransferPayment, { token: myWallet, example: (x) => ({ form: { ...walletOwner(x), Amount: '1500' } }) }),
  ...described(walletCalls.getTransferPayment, { token: myWallet, example: () => ({ query: { Reference: 'WAL-ABCDEFGHJKLM' } }) }),

  // ---- bills (JSON bodies, the bills envelope; sandbox catalogue: Ikeja Electric 1101, Prepaid 110101; MTN data 348)
  // An OAuth token answer on success; failures in the bills envelope.
  ...described(billsCalls.token, { token: me, plainJson: true, example: (x) => ({ form: { grant_type: 'password', username: x.walletEmail } }) }),
  ...described(billsCalls.generateReference, { token: myBills, example: (x) => ({ json: { userPhone: x.walletPhone } }) }),
  ...described(billsCalls.billers, { token: myBills }),
  ...described(billsCalls.categories, { token: myBills }),
  ...described(billsCalls.billersByCategory, { token: myBills, example: () => ({ query: { CategoryId: '1' } }) }),
  ...described(billsCalls.paymentItems, { token: myBills, example: () => ({ query: { billerId: '1101' } }) }),
  ...described(billsCalls.customerValidation, { token: myBills, example: () => ({ json: { customers: [{ customerId: '45071234567', paymentCode: '110101' }] } }) }),
  ...described(billsCalls.lookup, { token: myBills, example: () => ({ query: { phone: '08031234567' } }) }),
  ...described(billsCalls.sendPayAdvice, {
    token: myBills, example: (x) => ({
      json: {
        amount: 150000, customerEmail: x.walletEmail, customerId: '45071234567', customerMobile: x.walletPhone, paymentCode: '110101', paymentMethod: 1,
        terminalId: '3FRE0001', ticketerEmail: '', transactionType: 0, requestReference: x.billReference, paymentGateway: 5,
      },
    }),
  }),
  ...described(billsCalls.airtime, { token: myBills, example: (x) => ({ json: { phone: '08031234567', network: 'MTN', amount: '500', requestReference: x.billReference, paymentGateway: 23, Pin: '4821' } }) }),
  ...described(billsCalls.data, { token: myBills, example: (x) => ({ json: { phone: '08031234567', billerId: 348, paymentCode: '34802', amount: 50000, requestReference: x.billReference, paymentGateway: 5 } }) }),
  ...described(billsCalls.paymentStatus, { token: myBills, example: (x) => ({ query: { reference: x.billReference } }) }),
  ...described(billsCalls.transactionsByEmail, { token: myBills, example: (x) => ({ query: { email: x.walletEmail } }) }),

  // ---- the rest of /api, and the sandbox pages
  'ALL /api/wallet/*': { catchAll: true },
  'ALL /api/bills/*': { catchAll: true },
  'ALL /api/*': { catchAll: true },
  'GET /sandbox': { html: true },
  'POST /sandbox/checkouts': { html: true, form: openCheckoutForm, example: (x) => ({ form: { provider: 'budpay', reference: x.sandboxReference } }) },
  'GET /sandbox/:provider/transfer/:account': { html: true, param: transferParams, example: (x) => ({ param: { provider: 'azapay', account: x.accountNo } }) },
  'POST /sandbox/:provider/transfer/:account': {
    html: true, param: transferParams, form: transferForm, example: (x) => ({ param: { provider: 'azapay', account: x.accountNo }, form: { amount: '6500' } }),
  },
  'GET /sandbox/:provider/checkout/:id': { html: true, param: checkoutParams, example: (x) => ({ param: { provider: 'paystack', id: x.checkoutId }, query: { mode: 'widget' } }) },
  'POST /sandbox/:provider/checkout/:id/pay': { html: true, param: checkoutParams, example: (x) => ({ param: { provider: 'paystack', id: x.checkoutId }, query: { webhook: 'skip' } }) },
  // The tester's cases: an unknown id is a page not found; the forms' fields are fuzzed.
  'POST /sandbox/transactions/:id/settle': { html: true, param: transactionParams, form: settleForm, example: () => ({ param: { id: 'PSK_FUZZ0000000000' }, form: { result: 'paid' } }) },
  'POST /sandbox/transactions/:id/refuse-refunds': { html: true, param: transactionParams, form: refuseForm, example: () => ({ param: { id: 'PSK_FUZZ0000000000' }, form: { times: '1' } }) },
  'POST /sandbox/:provider/checkout/:id/cancel': { html: true, param: checkoutParams, example: (x) => ({ param: { provider: 'paystack', id: x.checkoutId }, query: { webhook: 'skip' } }) },
  // Termii's stand-in: its own request shape; a wrong key is a 401, never a message in the outbox.
  [`POST ${SANDBOX_TERMII_PATH}${TERMII_SEND_PATH}`]: {
    providerShape: true, json: termiiSendSchema, example: () => ({ json: { to: '2348031230009', from: 'Freely', sms: 'fuzz', type: 'plain', channel: 'dnd', api_key: 'not-the-key' } }),
  },
  // Paystack's, Flutterwave's and Monnify's APIs as the sandbox plays them: their own shapes, and without the merchant's key a 401.
  ...wireStandInRoutes(),
  'GET /*': { catchAll: true, html: true },
};

function wireStandInRoutes(): Record<string, RouteInputs> {
  const at = (name: WireProviderName, method: string, path: string) => `${method} ${sandboxApiPath(name)}${path}`;
  const shaped = (entry: Omit<RouteInputs, 'providerShape'>): RouteInputs => ({ providerShape: true, ...entry });
  const checkoutRef = (x: FuzzContext) => `${x.reference}.1`;
  return {
    [at('paystack', 'POST', paystackWire.PAYSTACK_PATHS.initialize)]: shaped({
      json: paystackWire.initializeBodySchema, example: (x) => ({ json: { email, amount: 650000, reference: checkoutRef(x), callback_url: 'http://127.0.0.1/call-back', currency: 'NGN' } }),
    }),
    [at('paystack', 'GET', '/transaction/verify/:reference')]: shaped({ param: v.object({ reference: v.string() }), example: (x) => ({ param: { reference: checkoutRef(x) } }) }),
    [at('paystack', 'POST', paystackWire.PAYSTACK_PATHS.refund)]: shaped({ json: paystackWire.refundBodySchema, example: (x) => ({ json: { transaction: checkoutRef(x), amount: 100 } }) }),
    [at('flutterwave', 'POST', flutterwaveWire.FLUTTERWAVE_PATHS.payments)]: shaped({
      json: flutterwaveWire.paymentBodySchema,
      example: (x) => ({ json: { tx_ref: checkoutRef(x), amount: 6500, currency: 'NGN', redirect_url: 'http://127.0.0.1/flutter-pay', customer: { email } } }),
    }),
    [at('flutterwave', 'GET', '/v3/transactions/verify_by_reference')]: shaped({ query: v.object({ tx_ref: v.string() }), example: (x) => ({ query: { tx_ref: checkoutRef(x) } }) }),
    [at('flutterwave', 'POST', '/v3/transactions/:id/refund')]: shaped({ param: v.object({ id: v.string() }), json: flutterwaveWire.refundBodySchema, example: () => ({ param: { id: '7000001' }, json: { amount: 65 } }) }),
    [at('moniepoint', 'POST', monnifyWire.MONNIFY_PATHS.login)]: shaped({ example: () => ({}) }),
    [at('moniepoint', 'POST', monnifyWire.MONNIFY_PATHS.initialize)]: shaped({
      json: monnifyWire.initializeBodySchema,
      example: (x) => ({ json: { amount: 6500, customerName: 'Ada Obi', customerEmail: email, paymentReference: checkoutRef(x), paymentDescription: 'Bus ticket', currencyCode: 'NGN', contractCode: '1234567890', redirectUrl: 'http://127.0.0.1/monnify-pay' } }),
    }),
    [at('moniepoint', 'GET', monnifyWire.MONNIFY_PATHS.query)]: shaped({ query: v.object({ paymentReference: v.string() }), example: (x) => ({ query: { paymentReference: checkoutRef(x) } }) }),
    [at('moniepoint', 'POST', monnifyWire.MONNIFY_PATHS.refund)]: shaped({
      json: monnifyWire.refundBodySchema, example: () => ({ json: { transactionReference: 'MNFY|64|1|1', refundReference: 'FRE-FUZZ.1-refund', refundAmount: 65, refundReason: 'fuzz' } }),
    }),
  };
}
