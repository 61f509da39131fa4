import { Alert } from '@mantine/core';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { isNoConnection } from '@/api/api-error';
import { validateCustomer, type ValidatedCustomer } from '../api/validate-customer';
import { billsFailureText } from '../bills-failure';

export type Check = UseMutationResult<ValidatedCustomer | null, Error, { customerId: string; paymentCode: string }>;

/** CustomerValidation for the meter or smart card, before the confirm modal (spec 1 §4 'Bill flow'). */
export const useCustomerCheck = (): Check =>
  useMutation({ mutationFn: ({ customerId, paymentCode }: { customerId: string; paymentCode: string }) => validateCustomer(customerId, paymentCode) });

/** Validates the customer, then proceeds with the order named as the biller knows them; an unknown one is left to CheckFailure. */
export function proceedOnceKnown<O extends { paymentCode: string }>(check: Check, customerId: string, order: O, onProceed: (order: O & { customerName: string }) => void): void {
  check.mutate({ customerId, paymentCode: order.paymentCode }, {
    onSuccess: (customer) => {
      if (customer) onProceed({ ...order, customerName: customer.fullName });
    },
  });
}

/**
 * The spec's sentence when the biller does not know the customer (a responseCode other than
 * '90000') or refused the check; that a connection is needed when no answer came.
 */
export function CheckFailure({ check, message }: { check: Check; message: string }) {
  const unknown = check.isSuccess && check.data === null;
  if (!unknown && !check.isError) return null;
  return <Alert color="red" role="alert">{check.isError && isNoConnection(check.error) ? billsFailureText(check.error) : message}</Alert>;
}
