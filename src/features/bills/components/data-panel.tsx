import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DATA_BILLER_IDS, type Network } from '@contract/bills';
import { paymentItemsQueryOptions } from '../api/get-payment-items';
import { checkData } from '../bill-forms';
import type { BillOrder } from '../order';
import { useBillFields } from '../use-bill-fields';
import { BillForm } from './bill-form';
import { PhoneInput } from './digits-input';
import { NetworkSelect } from './network-select';
import { PricedPlanSelect } from './priced-plan-select';

/**
 * Data Bundle (spec 1 §2): picking a network loads its data biller's bundles (MTN 348, Etisalat 205,
 * Glo 3070, Airtel 901), picking a bundle sets the read-only amount (kobo / 100), then the phone.
 * Proceed needs a bundle (spec 1 §5).
 */
export function DataPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const [network, setNetwork] = useState<Network | null>(null);
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const { field, submit } = useBillFields<'network' | 'item' | 'phone'>();
  const bundles = useQuery({ ...paymentItemsQueryOptions(network ? DATA_BILLER_IDS[network] : 0), enabled: network !== null });
  const item = bundles.data?.find((bundle) => bundle.paymentCode === code) ?? null;
  // Another network's bundles are another list: the bundle picked goes with the network.
  const chooseNetwork = (next: Network | null) => {
    setNetwork(next);
    setCode('');
  };

  return (
    <BillForm onSubmit={() => submit(checkData({ network, item, phone }), onProceed)} ready={item !== null}>
      <NetworkSelect {...field('network', network, chooseNetwork)} />
      <PricedPlanSelect label="Bundle" pickFirst={network === null ? 'network' : null} plans={bundles} chosen={item} {...field('item', code, setCode)} />
      <PhoneInput {...field('phone', phone, setPhone)} />
    </BillForm>
  );
}
