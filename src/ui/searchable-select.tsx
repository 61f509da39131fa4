import '@/ui/overlay-styles';
import { Select, type SelectProps } from '@mantine/core';

/** Mantine's searchable Select with its dropdown's styles, in a chunk of its own (deferred-select.tsx). */
export default function SearchableSelect(props: SelectProps) {
  return <Select {...props} />;
}
