import { useState } from 'react';
import { without, type Checked } from './bill-forms';

/** What a bill field takes from its form: its value, what editing it does, and its error. */
export type FieldProps<T> = { value: T; onChange: (value: T) => void; error?: string };

/**
 * A bill form's field errors. `field` wires a field to its state: editing it clears its error and
 * runs `onEdit` (the electricity and TV panels forget the customer check there).
 */
export function useBillFields<F extends string>(onEdit?: () => void) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const field = <T>(name: F, value: T, set: (value: T) => void): FieldProps<T> => ({
    value,
    onChange: (next) => {
      set(next);
      setErrors(without(name));
      onEdit?.();
    },
    error: errors[name],
  });
  /** Shows the form's errors, or hands its order on. */
  const submit = <O>(checked: Checked<F, O>, proceed: (order: O) => void) => {
    if ('errors' in checked) setErrors(checked.errors);
    else proceed(checked.order);
  };
  return { errors, field, submit };
}
