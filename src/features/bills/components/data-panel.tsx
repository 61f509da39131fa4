import { useState } from 'react';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BILLS_MESSAGES, DATA_BILLER_IDS, NETWORK_NAMES, NETWORKS, type Network } from '@contract/bills';
import { formatNaira } from '@/lib/naira';
import { useOnline } from '@/offline/network-status';
import { paymentItemsQueryOptions } from '../api/get-payment-items';
import { checkData, isNetwork, without } from '../bill-forms';
import type { BillOrder } from '../order';
import { CatalogueFailure } from './catalogue-failure';
import { OfflineNote } from './offline-note';

const NETWORK_OPTIONS = [{ value: '', label: 'Select network' }, ...NETWORKS.map((network) => ({ value: network, label: NETWORK_NAMES[network] }))];

/**
 * Data Bundle (spec 1 §2): picking a network loads its data biller's bundles (MTN 348, Etisalat 205,
 * Glo 3070, Airtel 901), picking a bundle sets the read-only amount (kobo / 100), then the phone.
 * Proceed needs a bundle (spec 1 §5).
 */
export function DataPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const [network, setNetwork] = useState<Network | null>(null);
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'network' | 'item' | 'phone', string>>>({});
  const online = useOnline();
  const bundles = useQuery({ ...paymentItemsQueryOptions(network ? DATA_BILLER_IDS[network] : 0), enabled: network !== null });
  const item = bundles.data?.find((bundle) => bundle.paymentCode === code) ?? null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkData({ network, item, phone });
        if ('errors' in checked) setErrors(checked.errors);
        else onProceed(checked.order);
      }}
    >
      <Stack gap="md">
        <NativeSelect
          label="Network"
          data={NETWORK_OPTIONS}
          value={network ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setNetwork(isNetwork(value) ? value : null);
            setCode('');
            setErrors(without('network'));
          }}
          error={errors.network}
        />
        <CatalogueFailure query={bundles} message={BILLS_MESSAGES.plansFailed} />
        <NativeSelect
          label="Bundle"
          data={[
            { value: '', label: network === null ? 'Pick a network first' : bundles.isPending ? 'Loading bundles…' : 'Select bundle' },
            ...(bundles.data ?? []).map((bundle) => ({ value: bundle.paymentCode, label: `${bundle.paymentitemname} · ${formatNaira(Number(bundle.amount))}` })),
          ]}
          value={code}
          disabled={!bundles.data}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setErrors(without('item'));
          }}
          error={errors.item}
        />
        <TextInput label="Amount" value={item ? formatNaira(Number(item.amount)) : ''} readOnly variant="filled" placeholder="Set by the bundle" />
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
        {online ? null : <OfflineNote />}
        <Button type="submit" disabled={item === null || !online}>Proceed</Button>
      </Stack>
    </form>
  );
}
