import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AIRTIME_MAX_NAIRA, AIRTIME_MIN_NAIRA, BILLS_MESSAGES, type Network } from '@contract/bills';
import { isNoConnection } from '@/api/api-error';
import { networkQueryOptions } from '../api/lookup-network';
import { checkAirtime, isValidPhone, type AmountValue } from '../bill-forms';
import type { BillOrder } from '../order';
import { useBillFields } from '../use-bill-fields';
import { BillForm } from './bill-form';
import { PhoneInput } from './digits-input';
import { NairaAmountInput, nairaRange } from './naira-amount-input';
import { NetworkSelect } from './network-select';

/**
 * Top-up Airtime (spec 1 §2): phone and amount. Once an amount is entered, the network is looked
 * up by the phone's prefix (GET /lookup) and set; picking another overrides it for that number.
 * Proceed needs a phone and an amount (spec 1 §5).
 */
export function AirtimePanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState<AmountValue>('');
  const [picked, setPicked] = useState<{ phone: string; network: Network } | null>(null);
  const { errors, field, submit } = useBillFields<'phone' | 'amount' | 'network'>();

  const number = phone.trim();
  const lookupFor = String(amount) !== '' && isValidPhone(number) ? number : null;
  const lookup = useQuery({ ...networkQueryOptions(lookupFor ?? ''), enabled: lookupFor !== null });
  const network: Network | null = (picked?.phone === number ? picked.network : null) ?? (lookupFor && lookup.data ? lookup.data : null);
  const lookupHint = lookupFor && lookup.isError && !network ? (isNoConnection(lookup.error) ? 'We could not look up the network: pick it.' : BILLS_MESSAGES.networkUnknown) : undefined;
  const pick = (choice: Network | null) => setPicked(choice ? { phone: number, network: choice } : null);

  return (
    <BillForm onSubmit={() => submit(checkAirtime({ phone, amount, network }), onProceed)} ready={number !== '' && String(amount) !== ''}>
      <PhoneInput {...field('phone', phone, setPhone)} />
      <NairaAmountInput description={nairaRange(AIRTIME_MIN_NAIRA, AIRTIME_MAX_NAIRA)} {...field('amount', amount, setAmount)} />
      <NetworkSelect
        {...field('network', network, pick)}
        description={lookupFor && lookup.isFetching && !network ? 'Looking up the network…' : undefined}
        error={errors.network ?? lookupHint}
      />
    </BillForm>
  );
}
