import { NativeSelect, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { BILLS_MESSAGES, type PaymentItem } from '@contract/bills';
import { formatNaira } from '@/lib/naira';
import type { FieldProps } from '../use-bill-fields';
import { CatalogueFailure } from './catalogue-failure';

type Props = FieldProps<string> & {
  /** 'Bundle', 'Package'. */
  label: string;
  /** What must be chosen before there are plans to list ('network', 'provider'), while it is not; else null. */
  pickFirst: string | null;
  plans: UseQueryResult<PaymentItem[]>;
  chosen: PaymentItem | null;
};

/**
 * The plans of a biller that sets their prices (a network's data bundles, a TV provider's packages),
 * each with its price, and the chosen one's price read-only: the amount is the plan's.
 */
export function PricedPlanSelect({ label, pickFirst, plans, chosen, value, onChange, error }: Props) {
  const noun = label.toLowerCase();
  return (
    <>
      <CatalogueFailure query={plans} message={BILLS_MESSAGES.plansFailed} />
      <NativeSelect
        label={label}
        data={[
          { value: '', label: pickFirst !== null ? `Pick a ${pickFirst} first` : plans.isPending ? `Loading ${noun}s…` : `Select ${noun}` },
          ...(plans.data ?? []).map((plan) => ({ value: plan.paymentCode, label: `${plan.paymentitemname} · ${formatNaira(Number(plan.amount))}` })),
        ]}
        value={value}
        disabled={!plans.data}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      <TextInput label="Amount" value={chosen ? formatNaira(Number(chosen.amount)) : ''} readOnly variant="filled" placeholder={`Set by the ${noun}`} />
    </>
  );
}
