import * as billsCalls from '@contract/calls/bills';
import { billsCall } from './bills-token';

/** POST /PaymentInfo/GenerateReference: a new reference for one purchase, made as a bill panel opens (spec 1 §2). */
export async function generateReference(userPhone: string): Promise<string> {
  return (await billsCall(billsCalls.generateReference, { body: { userPhone } })).payload.transactionReference;
}
