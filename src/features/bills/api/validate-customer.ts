import * as billsCalls from '@contract/calls/bills';
import { VALIDATION_OK } from '@contract/bills';
import { billsCall } from './bills-token';

/** The meter or smart card as the biller knows it; null when it does not (a responseCode other than '90000'). */
export type ValidatedCustomer = { fullName: string; address: string };

/** POST /api/quickteller/CustomerValidation for one meter or smart card (spec 2 §7.7: payload.customers[0].responseCode). */
export async function validateCustomer(customerId: string, paymentCode: string): Promise<ValidatedCustomer | null> {
  const answer = await billsCall(billsCalls.customerValidation, { body: { customers: [{ customerId, paymentCode }] } });
  const [customer] = answer.payload.customers;
  return customer?.responseCode === VALIDATION_OK ? { fullName: customer.fullName, address: customer.address } : null;
}
