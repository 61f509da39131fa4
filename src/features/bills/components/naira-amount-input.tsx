import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import type { AmountValue } from '../bill-forms';
import type { FieldProps } from '../use-bill-fields';

/** An amount field's bounds, as it states them: '₦50 to ₦50,000'. */
export const nairaRange = (minNaira: number, maxNaira: number) => `${formatNaira(nairaToKobo(minNaira))} to ${formatNaira(nairaToKobo(maxNaira))}`;

/** An amount the traveller chooses (airtime, electricity), in naira and kobo. */
export function NairaAmountInput(props: FieldProps<AmountValue> & { description: string }) {
  return <NumberInput label="Amount" prefix="₦" thousandSeparator="," decimalScale={2} allowNegative={false} hideControls placeholder="₦0.00" {...props} />;
}
