import { defineCall } from '../call';
import { feedbackRequest, formReceiptResponse, idempotencyHeader, partnerEnquiryRequest, routeSuggestionRequest } from '../forms';

/**
 * The settings service's forms (spec 2 §7.2, §7.8). Each needs an Idempotency-Key; a replay
 * answers the first receipt.
 */

export const feedback = defineCall({
  service: 'settings', method: 'POST', path: '/api/CustomerFeedbacks', headers: idempotencyHeader, body: feedbackRequest, response: formReceiptResponse,
});
export const suggestRoute = defineCall({
  service: 'settings', method: 'POST', path: '/route/addnewsuggestedroute', headers: idempotencyHeader, body: routeSuggestionRequest, response: formReceiptResponse,
});
export const partnerEnquiry = defineCall({
  service: 'settings', method: 'POST', path: '/PartnerEnquiry', headers: idempotencyHeader, body: partnerEnquiryRequest, response: formReceiptResponse,
});
