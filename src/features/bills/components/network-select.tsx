import { NativeSelect } from '@mantine/core';
import { NETWORK_NAMES, NETWORKS, type Network } from '@contract/bills';
import { isNetwork } from '../bill-forms';
import type { FieldProps } from '../use-bill-fields';

const NETWORK_OPTIONS = [{ value: '', label: 'Select network' }, ...NETWORKS.map((network) => ({ value: network, label: NETWORK_NAMES[network] }))];

/** The four networks, or none ('Select network'). */
export function NetworkSelect({ value, onChange, ...props }: FieldProps<Network | null> & { description?: string }) {
  return (
    <NativeSelect
      label="Network"
      data={NETWORK_OPTIONS}
      value={value ?? ''}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        onChange(isNetwork(picked) ? picked : null);
      }}
      {...props}
    />
  );
}
