import type { BillerCategory } from './api/get-billers';
import type { Checked } from './bill-forms';
import { proceedOnceKnown, useCustomerCheck } from './components/customer-check';
import { useBillFields } from './use-bill-fields';
import { useBillerChoice } from './use-biller-choice';

/**
 * Electricity and TV (spec 1 §4 'Bill flow'): a biller, one of its plans and the customer's number,
 * which the biller must know before Proceed goes on. Editing any field forgets the last check.
 * `F` names the panel's own fields, beside the biller and the plan.
 */
export function useVerifiedBill<F extends string>(category: BillerCategory) {
  const choice = useBillerChoice(category);
  const check = useCustomerCheck();
  const { field, submit } = useBillFields<'biller' | 'item' | F>(() => check.reset());
  return {
    billers: choice.billers,
    biller: choice.biller,
    items: choice.items,
    item: choice.item,
    check,
    field,
    billerField: field('biller', choice.billerId, choice.chooseBiller),
    planField: field('item', choice.code, choice.setCode),
    /** Shows the form's errors, or has the biller name the order's customer (`customerId` of it), then proceeds. */
    submit: <O extends { paymentCode: string }>(
      checked: Checked<'biller' | 'item' | F, O>,
      customerId: (order: O) => string,
      onProceed: (order: O & { customerName: string }) => void,
    ) => submit(checked, (order) => proceedOnceKnown(check, customerId(order), order, onProceed)),
  };
}
