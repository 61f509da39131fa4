import { eq } from 'drizzle-orm';
import { AMBASSADOR_MESSAGES as A } from '../../../contract/ambassador';
import { authContext } from '../../auth/context';
import type { Place } from '../../auth/guess-guard';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/pg-errors';
import { customers } from '../../db/schema-accounts';
import { RuleError } from '../../http/respond';
import { anonymiseCustomer, refuseWhileMoneyMoves } from './anonymise';
import { checkDeletionCode, spendCode } from './deletion-codes';
import type { DeletionRequest } from './deletion-request';

/**
 * DELETE /DeleteWithOTPAmbassador/{ambassadorId}/{otp}: with the right code, the account of the
 * request's e-mail is anonymised (anonymise.ts) in one transaction that also spends the code, with
 * the customer row locked: the account is deleted once however many requests arrive together, and
 * a refusal (money in the wallet) changes nothing and leaves the code usable.
 */
export async function deleteAccount(db: Db, request: DeletionRequest, otp: string, place: Place): Promise<void> {
  const requestId = await checkDeletionCode(db, request, otp, place);
  const now = authContext(db).now();
  await retryOnConflict(() => db.transaction(async (tx) => {
    await spendCode(tx, requestId, now);
    const [customer] = await tx.select().from(customers).where(eq(customers.email, request.email)).for('update');
    if (!customer) throw new RuleError(A.accountGone, 404);
    await refuseWhileMoneyMoves(tx, customer.id, now);
    await anonymiseCustomer(tx, customer, now);
  }));
}
