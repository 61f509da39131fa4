import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import type * as v from 'valibot';
import type { SessionStore } from '@/lib/session-store';

/** Typing pauses this long before the draft is written: fewer sessionStorage writes, nothing lost. */
const SAVE_DELAY_MS = 300;

/**
 * A form whose values live in a session-stored draft: read back on mount, written as the traveller
 * types (debounced, flushed when the page is hidden or the form unmounts), validated with its
 * contract schema on blur and on submit.
 */
export function useDraftForm<D, T extends Record<string, unknown>>(options: {
  store: SessionStore<D>;
  read: (draft: D) => T;
  apply: (draft: D, values: T) => D;
  schema: v.GenericSchema;
}) {
  const { store, apply } = options;
  const save = useDebouncedCallback((values: T) => store.set((draft) => apply(draft, values)), { delay: SAVE_DELAY_MS, flushOnUnmount: true });
  useWindowEvent('pagehide', () => save.flush());
  const form = useForm<T>({
    initialValues: options.read(store.get()),
    validate: schemaResolver(options.schema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => save(values),
  });
  /** After a success or a queued answer: forget the draft and empty the fields. */
  const clear = () => {
    save.cancel();
    store.clear();
    const empty = options.read(store.get());
    form.setInitialValues(empty);
    form.setValues(empty);
    form.clearErrors();
    save.cancel();
  };
  return { form, save, clear };
}
