import type { FormEvent } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import type * as v from 'valibot';
import type { BookingDraft } from '../draft/booking-draft';
import { useDraftAutosave } from './use-draft-autosave';

/**
 * A checkout step's form: validated with its contract-backed schema, saved into the draft as the
 * traveller types, and flushed before moving on, so a reload or Back never loses a field.
 */
export function useStepForm<T extends Record<string, unknown>>(options: {
  initial: T;
  schema: v.GenericSchema<T>;
  toDraft: (draft: BookingDraft, values: T) => BookingDraft;
  onProceed: () => void;
}) {
  const save = useDraftAutosave<T>(options.toDraft);
  const form = useForm<T>({
    initialValues: options.initial,
    validate: schemaResolver(options.schema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => save(values),
  });
  const onSubmit: (event?: FormEvent<HTMLFormElement>) => void = form.onSubmit(() => {
    save.flush();
    options.onProceed();
  });
  return { form, onSubmit };
}
