import { NativeSelect } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Biller } from '@contract/bills';
import { CatalogueFailure } from './catalogue-failure';

/** A select of the billers of a category (the discos, the TV providers), with the spec's sentence when they cannot be had. */
export function BillerSelect(props: {
  label: string;
  description?: string;
  /** 'discos', 'providers': what the select waits for and asks to pick. */
  noun: string;
  billers: UseQueryResult<Biller[]>;
  failure: string;
  value: string;
  onChange: (billerId: string) => void;
  error?: string;
}) {
  const { billers } = props;
  return (
    <>
      <CatalogueFailure query={billers} message={props.failure} />
      <NativeSelect
        label={props.label}
        description={props.description}
        data={[{ value: '', label: billers.isPending ? `Loading ${props.noun}…` : `Select ${props.noun.replace(/s$/, '')}` }, ...(billers.data ?? []).map((b) => ({ value: String(b.billerid), label: b.billername }))]}
        value={props.value}
        disabled={!billers.data}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={props.error}
      />
    </>
  );
}
