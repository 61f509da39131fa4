import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { PARTNER_TYPE, type feedbackRequest, type FormReceipt, type partnerEnquiryRequest, type routeSuggestionRequest } from '../../../contract/forms';
import type { Db } from '../../db/client';
import { customerFeedbacks, partnerEnquiries, routeSuggestions } from '../../db/schema-forms';

/**
 * Inserts once per idempotency key: a replay (the same key again) gets the first row's receipt.
 * The unique index on the key decides races between two replays arriving together.
 */
async function insertOnce(insert: () => Promise<{ id: number }[]>, find: () => Promise<{ id: number }[]>): Promise<FormReceipt> {
  const id = (await insert())[0]?.id ?? (await find())[0]?.id;
  if (id === undefined) throw new Error('A form row vanished between insert and select.');
  return { id: String(id), queued: false };
}

export const storeFeedback = (db: Db, key: string, body: v.InferOutput<typeof feedbackRequest>) =>
  insertOnce(() => db.insert(customerFeedbacks).values({
    idempotencyKey: key,
    customerName: body.CustomerName,
    phoneNumber: body.CustomerPhoneNumber,
    email: body.CustomerEmail.toLowerCase(),
    category: body.Category,
    subject: body.Subject,
    body: body.Body,
  }).onConflictDoNothing().returning({ id: customerFeedbacks.id }),
  () => db.select({ id: customerFeedbacks.id }).from(customerFeedbacks).where(eq(customerFeedbacks.idempotencyKey, key)));

export const storeRouteSuggestion = (db: Db, key: string, body: v.InferOutput<typeof routeSuggestionRequest>, customerId: number | undefined) =>
  insertOnce(() => db.insert(routeSuggestions).values({
    idempotencyKey: key,
    customerId,
    fullName: body.FullName,
    departureState: body.DepartureState,
    departureLocation: body.DepartureLocation,
    arrivalState: body.ArrivalState,
    arrivalLocation: body.ArrivalLocation,
    email: body.Email.toLowerCase(),
    phoneNumber: body.PhoneNumber,
  }).onConflictDoNothing().returning({ id: routeSuggestions.id }),
  () => db.select({ id: routeSuggestions.id }).from(routeSuggestions).where(eq(routeSuggestions.idempotencyKey, key)));

export function storePartnerEnquiry(db: Db, key: string, body: v.InferOutput<typeof partnerEnquiryRequest>) {
  const common = {
    idempotencyKey: key,
    partnerType: body.partnerType,
    phoneNumber: body.phoneNumber,
    email: body.email.toLowerCase(),
    state: body.state,
    inspectionLocation: body.inspectionLocation,
    numberOfVehicles: body.numberOfVehicles,
    countryCode: body.countryCode,
    vehicles: body.vehicles,
  };
  const row = body.partnerType === PARTNER_TYPE.individual
    ? { ...common, name: `${body.firstName} ${body.lastName}` }
    : { ...common, name: body.name, companyName: body.companyName, companyRcNumber: body.companyRcNumber, businessAddress: body.businessAddress };
  return insertOnce(
    () => db.insert(partnerEnquiries).values(row).onConflictDoNothing().returning({ id: partnerEnquiries.id }),
    () => db.select({ id: partnerEnquiries.id }).from(partnerEnquiries).where(eq(partnerEnquiries.idempotencyKey, key)),
  );
}

/** Everything stored for one e-mail address (sandbox tools: tests check delivery on the server). */
export async function formsFor(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const [feedbacks, suggestions, enquiries] = await Promise.all([
    db.select().from(customerFeedbacks).where(eq(customerFeedbacks.email, address)).orderBy(customerFeedbacks.id),
    db.select().from(routeSuggestions).where(eq(routeSuggestions.email, address)).orderBy(routeSuggestions.id),
    db.select().from(partnerEnquiries).where(eq(partnerEnquiries.email, address)).orderBy(partnerEnquiries.id),
  ]);
  return { feedbacks, suggestions, enquiries };
}
