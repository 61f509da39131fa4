import '@mantine/core/styles/NumberInput.css';
import { useState } from 'react';
import { Button, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AIRTIME_MAX_NAIRA, AIRTIME_MIN_NAIRA, BILLS_MESSAGES, NETWORK_NAMES, NETWORKS, type Network } from '@contract/bills';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { isNoConnection } from '@/api/api-error';
import { useOnline } from '@/offline/network-status';
import { networkQueryOptions } from '../api/lookup-network';
import { checkAirtime, isNetwork, isValidPhone, without, type AmountValue } from '../bill-forms';
import type { BillOrder } from '../order';
import { OfflineNote } from './offline-note';

const NETWORK_OPTIONS = [{ value: '', label: 'Select network' }, ...NETWORKS.map((network) => ({ value: network, label: NETWORK_NAMES[network] }))];

/**
 * Top-up Airtime (spec 1 §2): phone and amount. Once an amount is entered, the network is looked
 * up by the phone's prefix (GET /lookup) and set; picking another overrides it for that number.
 * Proceed needs a phone and an amount (spec 1 §5).
 */
export function AirtimePanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState<AmountValue>('');
  const [picked, setPicked] = useState<{ phone: string; network: Network } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'phone' | 'amount' | 'network', string>>>({});
  const online = useOnline();

  const number = phone.trim();
  const lookupFor = String(amount) !== '' && isValidPhone(number) ? number : null;
  const lookup = useQuery({ ...networkQueryOptions(lookupFor ?? ''), enabled: lookupFor !== null });
  const network: Network | null = (picked?.phone === number ? picked.network : null) ?? (lookupFor && lookup.data ? lookup.data : null);
  const lookupHint = lookupFor && lookup.isError && !network ? (isNoConnection(lookup.error) ? 'We could not look up the network: pick it.' : BILLS_MESSAGES.networkUnknown) : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkAirtime({ phone, amount, network });
        if ('errors' in checked) setErrors(checked.errors);
        else onProceed(checked.order);
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description="11 digits, starting with 0"
          value={phone}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            setErrors(without('phone'));
          }}
          error={errors.phone}
        />
        <NumberInput
          label="Amount"
          description={`${formatNaira(nairaToKobo(AIRTIME_MIN_NAIRA))} to ${formatNaira(nairaToKobo(AIRTIME_MAX_NAIRA))}`}
          prefix="₦"
          thousandSeparator=","
          decimalScale={2}
          allowNegative={false}
          hideControls
          placeholder="₦0.00"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors(without('amount'));
          }}
          error={errors.amount}
        />
        <NativeSelect
          label="Network"
          data={NETWORK_OPTIONS}
          value={network ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setPicked(isNetwork(value) ? { phone: number, network: value } : null);
            setErrors(without('network'));
          }}
          description={lookupFor && lookup.isFetching && !network ? 'Looking up the network…' : undefined}
          error={errors.network ?? lookupHint}
        />
        {online ? null : <OfflineNote />}
        <Button type="submit" disabled={number === '' || String(amount) === '' || !online}>Proceed</Button>
      </Stack>
    </form>
  );
}
