import { BILL_REFERENCE } from '../../../../contract/bills';
import { isRescheduleReference } from '../../../../contract/reschedule';
import type { CheckKind } from '../../../db/schema-payment-checks';
import { isHireReference } from '../../hire/reference';
import { FUNDING_REFERENCE } from '../../wallet/funding';

/** What a reference pays for, by its prefix: HIR- a hire, BIL- a bill, WAL- a wallet funding, RSC- a reschedule's fee, else a seat booking. */
export function kindOfReference(reference: string): CheckKind {
  const ref = reference.trim().toUpperCase();
  if (isHireReference(ref)) return 'hire';
  if (BILL_REFERENCE.test(ref)) return 'bill';
  if (FUNDING_REFERENCE.test(ref)) return 'funding';
  if (isRescheduleReference(ref)) return 'reschedule';
  return 'booking';
}
