import { lazy, Suspense, useState } from 'react';
import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core';

const SearchableSelect = lazy(() => import('./searchable-select'));

type Option = { value: string; label: string };
type Props = Omit<SelectProps, 'data'> & { data: Option[]; label: string };

/**
 * A searchable Select that is a plain field until the traveller reaches for it (focus or a tap),
 * then Mantine's own, focused and open. Its dropdown, positioning and scroll area (~35 KB gzip) and
 * their start-up work were most of a landing page's cost (Route prices) for a field a traveller
 * touches once; the plain field looks and reads the same (a combobox with the chosen label).
 */
export function DeferredSelect(props: Props) {
  const [reached, setReached] = useState(false);
  const chosen = props.data.find((option) => option.value === props.value)?.label ?? '';
  const reach = () => {
    if (!props.disabled) setReached(true);
  };
  const plain = (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={chosen}
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      disabled={props.disabled}
      error={props.error}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onFocus={reach}
      onPointerDown={reach}
    />
  );
  if (!reached) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchableSelect {...props} autoFocus defaultDropdownOpened />
    </Suspense>
  );
}
