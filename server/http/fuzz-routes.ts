import * as v from 'valibot';
import { createBookingRequest, releaseBookingRequest, tripSearchRequest } from '../../contract/booking';
import { sealedRequestSchema } from '../../contract/cipher';
import { confirmedBookingRequest, formsQuery, outboxQuery, soonTripRequest } from '../../contract/dev';
import { feedbackRequest, idempotencyKeySchema, partnerEnquiryRequest, routeSuggestionRequest } from '../../contract/forms';
import { bookingHistoryQuery } from '../../contract/history';
import {
  changePasswordRequest, customerIdParam, customerSendOtpRequest, customerVerifyOtpRequest, emailOtpRequest, forgotPasswordCodeRequest,
  googleSignInRequest, otpVerifyRequest, phoneOtpRequest, photoIdParam, profileUpdateRequest, profileV2Request, refreshRequest,
  registerRequest, registerV2Request, resetPasswordRequest, stageParams, updateEmailRequest,
} from '../../contract/onboarding';
import {
  gatewayListParam, gatewayListQuery, moniepointInitRequest, nombaInitRequest, opayInitRequest, opayVerifyRequest,
  paystackInitRequest, refParam, transferAccountRequest, widgetInitRequest,
} from '../../contract/payment';
import { countryCodeParam, popularRoutesQuery, routeFaresParams, terminalIdParam } from '../../contract/settings';
import { bookingStatusQuery, checkInParams, checkInQuery } from '../../contract/tickets';
import { webhookEventSchema } from '../providers/payments/webhook-event';
import { checkoutParams, openCheckoutForm, transferParams } from '../sandbox/app';
import { ACCOUNT_STYLE_HEADER } from '../sandbox/payments/account-style';

/**
 * What the fuzz test (server/http/fuzz.test.ts) knows of every route of the composed app: the
 * schemas its input is validated with and a request it accepts (or nearly), which the fuzz
 * corrupts one part at a time. A route of `app.routes` with no entry here fails the test, so a
 * new route cannot escape: add one line, e.g.
 *
 *   'POST /api/booking/Booking/release': { json: releaseRequest, example: (x) => ({ json: { ref: x.reference } }) },
 */

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
  /** Answers plain JSON on success (dev tools); failures are still the envelope. */
  plainJson?: true;
  /** Middleware or a catch-all: fuzzed with random paths, not with a schema. */
  catchAll?: true;
};

const me = (x: FuzzContext) => x.token;
const sealed = (x: FuzzContext) => ({ json: x.sealed });
const email = 'fuzz.traveller@example.com';
const idempotency = v.object({ 'idempotency-key': idempotencyKeySchema });
const idempotencyExample = { 'idempotency-key': 'fuzz-0123456789abcdef' };
const accountStyle = v.object({ [ACCOUNT_STYLE_HEADER]: v.optional(v.picklist(['named', 'virtual'])) });

const bookingExample = (x: FuzzContext) => ({
  tripType: 0, paymentMethod: 5, bookingType: 2, passengerType: 0, firstName: 'Ada', lastName: 'Obi', gender: 1,
  routeId: x.routeId, routeIdReturn: null, onewayAmount: 650000, returnAmount: 0, totalAmount: 650000, travelDocumentId: 0,
  email, phoneNumber: '08031230001', nextOfKinName: 'Chidi Obi', nextOfKinPhone: '08031230002',
  seatRegistrations: `${x.tripId}:9,10`, vehicleTripRegistrationId: x.tripId,
  beneficiaries: [{ fullName: 'Bola Obi', Gender: 0 }], isSub: false,
});

export const FUZZ_ROUTES: Record<string, RouteInputs> = {
  'GET /healthz': { plainJson: true },

  // ---- settings
  'GET /api/settings/Terminal/DepartureTerminalsByCountryCode/:countryCode': { param: countryCodeParam, example: () => ({ param: { countryCode: 'NG' } }) },
  'GET /api/settings/Terminal/directory': {},
  'GET /api/settings/PickupLocations': {},
  'GET /api/settings/Terminal/GetDestinationTerminals/:id': { param: terminalIdParam, example: (x) => ({ param: { id: String(x.terminalId) } }) },
  'GET /api/settings/terminal/:id': { param: terminalIdParam, example: (x) => ({ param: { id: String(x.terminalId) } }) },
  'GET /api/settings/Fares/GetRouteFares/:departureTerminalId/:destinationTerminalId': {
    param: routeFaresParams,
    example: (x) => ({ param: { departureTerminalId: String(x.terminalId), destinationTerminalId: String(x.destinationId) } }),
  },
  'GET /api/settings/Route/getpopularroutes': { query: popularRoutesQuery, example: () => ({ query: { noOfDays: '5', noOfRoutes: '5' } }) },
  'POST /api/settings/api/CustomerFeedbacks': {
    header: idempotency, json: feedbackRequest,
    example: () => ({
      header: idempotencyExample,
      json: { CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031230001', CustomerEmail: email, Category: 4, Body: 'The bus was clean.', Subject: 'Feedback from Website' },
    }),
  },
  'POST /api/settings/route/addnewsuggestedroute': {
    header: idempotency, json: routeSuggestionRequest,
    example: () => ({
      header: idempotencyExample,
      json: { FullName: 'Ada Obi', DepartureState: 'Lagos', DepartureLocation: 'Ikeja', ArrivalState: 'Oyo', ArrivalLocation: 'Ibadan', Email: email, PhoneNumber: '+2348031230001' },
    }),
  },
  'POST /api/settings/PartnerEnquiry': {
    header: idempotency, json: partnerEnquiryRequest,
    example: () => ({
      header: idempotencyExample,
      json: {
        partnerType: 0, companyName: 'Obi Motors', companyRcNumber: 'RC123456', businessAddress: '1 Marina, Lagos', name: 'Ada Obi',
        phoneNumber: '08031230001', email, state: 'Lagos', inspectionLocation: 'Jibowu', numberOfVehicles: 2, countryCode: 'NG',
        vehicles: [{ make: 'Toyota', model: 'Hiace', colour: 'White', vehicleYear: 2020 }],
      },
    }),
  },

  // ---- onboarding
  'GET /api/onboarding/customer/publickey': {},
  'POST /api/onboarding/customer/signin': { json: sealedRequestSchema, example: sealed },
  'POST /api/onboarding/token': { json: sealedRequestSchema, example: sealed },
  'POST /api/onboarding/Customer/generatenewtoken': { json: refreshRequest, example: (x) => ({ json: { token: x.token, refreshToken: x.refreshToken || 'fuzz-refresh-token-0123456789' } }) },
  'POST /api/onboarding/customer/signout': { token: (x) => x.spareToken },
  'POST /api/onboarding/Customer/google': { json: googleSignInRequest, example: () => ({ json: { idToken: 'eyJhbGciOi.eyJzdWIiOi.c2ln', deviceToken: 'device-1', clientId: 'freely-web' } }) },
  'POST /api/onboarding/Otp/sendtophonenumber': { json: phoneOtpRequest, example: () => ({ json: { phoneNumber: '+2348031230009', purpose: 'register' } }) },
  'POST /api/onboarding/Otp/sendtoemail': { json: emailOtpRequest, example: () => ({ json: { email, purpose: 'register' } }) },
  'POST /api/onboarding/Otp/verify': { json: otpVerifyRequest, example: () => ({ json: { target: email, otpCode: '123456', purpose: 'register' } }) },
  'POST /api/onboarding/customer/sendotp': { json: customerSendOtpRequest, example: () => ({ json: { username: email, isAccountConfirmation: false } }) },
  'POST /api/onboarding/customer/verifyotp': { json: customerVerifyOtpRequest, example: () => ({ json: { activationCode: '123456', username: email, isAccountConfirmation: 'true' } }) },
  'POST /api/onboarding/customer/registerv2': { json: registerV2Request, example: () => ({ json: { phoneNumber: '+2348031230009', password: 'Travel#2026', confirmPassword: 'Travel#2026', clientId: 'freely-web', countryId: 1 } }) },
  'POST /api/onboarding/customer/register': { json: registerRequest, example: () => ({ json: { email, password: 'Travel#2026', confirmPassword: 'Travel#2026', firstName: 'Ada', lastName: 'Obi', countryId: '1' } }) },
  'GET /api/onboarding/api/customers/ForgotPasswordVerificationCode': { query: forgotPasswordCodeRequest, example: () => ({ query: { email } }) },
  'POST /api/onboarding/api/customers/ForgotPasswordVerificationCode': { json: forgotPasswordCodeRequest, example: () => ({ json: { username: email } }) },
  'POST /api/onboarding/customer/forgetpasswordv2': { json: resetPasswordRequest, example: () => ({ json: { username: email, newPassword: 'Travel#2027', confirmPassword: 'Travel#2027', otp: '123456' } }) },
  'POST /api/onboarding/customer/ChangePassword': {
    token: me, json: changePasswordRequest,
    example: () => ({ json: { oldPassword: 'Not#MyPassword1', password: 'Travel#2027', confirmPassword: 'Travel#2027' } }),
  },
  'GET /api/onboarding/customer/photo/:photoId': { param: photoIdParam, example: () => ({ param: { photoId: 'AbCdEfGhIjKlMnOpQrStUvWx' } }) },
  'POST /api/onboarding/customer/updatephoto': { token: me, upload: true },
  'DELETE /api/onboarding/api/customers/removeCustomerPhoto/:id': { token: me, param: customerIdParam, example: (x) => ({ param: { id: String(x.customerId) } }) },
  'POST /api/onboarding/api/customers/removeCustomerPhoto/:id': { token: me, param: customerIdParam, example: (x) => ({ param: { id: String(x.customerId) } }) },
  'GET /api/onboarding/customer/me': { token: me },
  'POST /api/onboarding/customer/updateprofilev2': {
    token: me, json: profileV2Request,
    example: (x) => ({
      json: { phoneNumber: x.phone, gender: 0, title: 'Mr', firstName: 'Ada', lastName: 'Obi', referralCode: '', nextOfKinName: 'Chike Obi', nextOfKinGender: '1', nextOfKinPhoneNumber: '08099990000' },
    }),
  },
  'POST /api/onboarding/customer/Update': {
    token: me, json: profileUpdateRequest,
    example: (x) => ({ json: { firstName: 'Ada', lastName: 'Obi', sex: 1, email: '', nextOfKinName: 'Chike Obi', nextOfKinMobile: '+2348099990000', mobile: x.phone } }),
  },
  'POST /api/onboarding/customer/updateemailv2': { token: me, json: updateEmailRequest, example: (x) => ({ json: { email: 'fuzz.new@example.com', phoneNumber: x.phone } }) },
  'PUT /api/onboarding/Customer/updatecustomerstageafterwalletsetup/:phone/:email': {
    token: me, param: stageParams, example: (x) => ({ param: { phone: x.phone, email } }),
  },

  // ---- dev tools (sandbox only)
  'GET /api/dev/outbox': { plainJson: true, query: outboxQuery, example: (x) => ({ query: { to: x.phone } }) },
  'GET /api/dev/forms': { plainJson: true, query: formsQuery, example: () => ({ query: { email } }) },
  'POST /api/dev/trips/soon': { plainJson: true, json: soonTripRequest, example: (x) => ({ json: { routeId: x.routeId, minutesFromNow: 90 } }) },
  'POST /api/dev/bookings/confirmed': {
    plainJson: true, json: confirmedBookingRequest,
    example: (x) => ({ json: { vehicleTripRegistrationId: x.tripId, seats: [11], fullName: 'Ada Obi', email, phoneNumber: '08031230001' } }),
  },

  // ---- booking
  'POST /api/booking/Booking/availabletripdetails': {
    json: tripSearchRequest,
    example: (x) => ({
      json: { departureTerminalId: String(x.terminalId), destinationTerminalId: x.destinationId, departureDate: '2026-11-24', returnDate: '', numberOfAdults: '1', numberOfChildren: '0', tripType: '0', bookingType: '2' },
    }),
  },
  'POST /api/booking/booking': { json: createBookingRequest, example: (x) => ({ json: bookingExample(x) }) },
  'GET /api/booking/Booking/limited': { query: bookingStatusQuery, example: (x) => ({ query: { BookingRefCode: x.reference, Contact: '08031230001' } }) },
  // Not the booking's phone: the fuzz must never cancel the booking the payment routes use.
  'POST /api/booking/Booking/release': { json: releaseBookingRequest, example: (x) => ({ json: { ref: x.reference, contact: '08031230001' } }) },
  'GET /api/booking/SeatManagement/getseatSelf/refcode/:ref/:terminalId': {
    param: checkInParams, query: checkInQuery,
    example: (x) => ({ param: { ref: x.reference, terminalId: String(x.terminalId) }, query: { latitude: '6.5146', longitude: '3.3724' } }),
  },
  'GET /api/booking/CustomerBooking/bookingHistorys': {
    token: me, query: bookingHistoryQuery, example: () => ({ query: { Email: '', CountryCode: 'NG', Paginated: 'false' } }),
  },

  // ---- payment
  'ALL /api/payment/*': { catchAll: true },
  'GET /api/payment/api/v1/PaymentGateway/Gateways/:id': { param: gatewayListParam, query: gatewayListQuery, example: () => ({ param: { id: '1' }, query: { countryCode: 'NG' } }) },
  'POST /api/payment/api/v1/Paystack/initialize': {
    json: paystackInitRequest,
    example: (x) => ({ json: { reference: x.reference, email, amount: 650000, countrycode: 'NG', serviceId: 1, callback_url: 'http://127.0.0.1/call-back' } }),
  },
  'POST /api/payment/api/v1/Flutterwave/initialize': { json: widgetInitRequest, example: (x) => ({ json: { reference: x.reference, email, phoneNumber: '08031230001' } }) },
  'POST /api/payment/api/v1/BudPay/initialize': { json: widgetInitRequest, example: (x) => ({ json: { reference: x.reference, email, phoneNumber: '08031230001' } }) },
  'POST /api/payment/api/v1/Nomba/initialize': {
    json: nombaInitRequest,
    example: (x) => ({ json: { order: { orderReference: x.reference, amount: 650000, callbackUrl: 'http://127.0.0.1/nomba-pay', customerId: 'c-1', customerEmail: email, currency: 'NGN' }, tokenizeCard: true, serviceId: 1 } }),
  },
  'GET /api/payment/Payment/InitiateCreditDirectRequest/:ref': { param: refParam, example: (x) => ({ param: { ref: x.reference } }) },
  'POST /api/payment/api/v1/Moniepoint/initialize': {
    json: moniepointInitRequest,
    example: (x) => ({
      json: {
        reference: x.reference, paymentReference: x.reference, amount: 650000, customerName: 'Ada Obi', customerEmail: email,
        paymentDescription: `Bus ticket ${x.reference}`, currencyCode: 'NGN', serviceId: 1, paymentMethods: ['CARD'],
      },
    }),
  },
  'POST /api/payment/api/v1/OPay/initialize': {
    json: opayInitRequest,
    example: (x) => ({
      json: { email, phoneNumber: '08031230001', name: 'Ada Obi', country: 'NG', reference: x.reference, amount: 650000, currency: 'NGN', payMethod: 4, customerVisitSource: 'web' },
    }),
  },
  'POST /api/payment/api/v1/AzaPay/account': {
    header: accountStyle, json: transferAccountRequest,
    example: (x) => ({ header: { [ACCOUNT_STYLE_HEADER]: 'virtual' }, json: { ref: x.reference, customerEmail: email, customerName: 'Ada Obi', customerPhone: '08031230001', amount: 650000 } }),
  },
  'GET /api/payment/Payment/ProcessPaystackPayment/:ref/NG': { param: refParam, example: (x) => ({ param: { ref: x.reference } }) },
  'GET /api/payment/Payment/ProcessFlutterWavePayment/:ref': { param: refParam, example: (x) => ({ param: { ref: x.reference } }) },
  'GET /api/payment/Payment/ProcessBudPayPayment/:ref': { param: refParam, example: (x) => ({ param: { ref: x.reference } }) },
  'GET /api/payment/api/v1/Nomba/processNombaPayment/:ref': { param: refParam, example: (x) => ({ param: { ref: x.reference } }) },
  'GET /api/payment/Payment/ProcessCreditDirectPayment/:ref': { param: refParam, example: (x) => ({ param: { ref: x.reference } }) },
  'GET /api/payment/api/v1/Moniepoint/processMoniepointPayment/:ref/NGN': { param: refParam, example: (x) => ({ param: { ref: x.reference } }) },
  'POST /api/payment/api/v1/OPay/verify': { json: opayVerifyRequest, example: (x) => ({ json: { country: 'NG', reference: x.reference } }) },
  'POST /api/payment/api/Webhook/ValidateAzaPayTransaction': { json: refParam, example: (x) => ({ json: { ref: x.reference } }) },
  'POST /api/payment/api/Webhook/:provider': {
    signed: true, json: webhookEventSchema,
    example: (x) => ({
      param: { provider: 'paystack' },
      json: { id: 'evt-fuzz-1', event: 'charge.success', data: { reference: x.sandboxReference, providerReference: 'PSK_0123456789ABCDEF', amount: 650000, status: 'pending' } },
    }),
  },

  // ---- the rest of /api, and the sandbox pages
  'ALL /api/wallet/*': { catchAll: true },
  'ALL /api/*': { catchAll: true },
  'GET /sandbox': { html: true },
  'POST /sandbox/checkouts': { html: true, form: openCheckoutForm, example: (x) => ({ form: { provider: 'budpay', reference: x.sandboxReference } }) },
  'GET /sandbox/azapay/transfer/:account': { html: true, param: transferParams, example: (x) => ({ param: { account: x.accountNo } }) },
  'POST /sandbox/azapay/transfer/:account': { html: true, param: transferParams, example: (x) => ({ param: { account: x.accountNo } }) },
  'GET /sandbox/:provider/checkout/:id': { html: true, param: checkoutParams, example: (x) => ({ param: { provider: 'paystack', id: x.checkoutId }, query: { mode: 'widget' } }) },
  'POST /sandbox/:provider/checkout/:id/pay': { html: true, param: checkoutParams, example: (x) => ({ param: { provider: 'paystack', id: x.checkoutId }, query: { webhook: 'skip' } }) },
  'POST /sandbox/:provider/checkout/:id/cancel': { html: true, param: checkoutParams, example: (x) => ({ param: { provider: 'paystack', id: x.checkoutId }, query: { webhook: 'skip' } }) },
  'GET /*': { catchAll: true, html: true },
};
