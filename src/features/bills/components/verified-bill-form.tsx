import type { ReactNode } from 'react';
import { BillForm } from './bill-form';
import { CheckFailure, type Check } from './customer-check';

/** The form of a bill whose customer the biller must know: Proceed spins while it is asked, and `unknownCustomer` is said when it does not. */
export function VerifiedBillForm({ check, unknownCustomer, onSubmit, children }: { check: Check; unknownCustomer: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <BillForm onSubmit={onSubmit} pending={check.isPending}>
      {children}
      <CheckFailure check={check} message={unknownCustomer} />
    </BillForm>
  );
}
