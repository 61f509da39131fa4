import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The text box, search box or select whose visible label is `name` (a required field's asterisk is not part of it). */
export const field = (name: string) =>
  (screen.queryByRole('combobox', { name }) ?? screen.queryByRole('searchbox', { name }) ?? screen.getByRole('textbox', { name })) as
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Chooses `value` in the select labelled `name`, or pastes it over what the text box labelled `name` holds. */
export async function fill(user: UserEvent, name: string, value: string) {
  const control = field(name);
  if (control instanceof HTMLSelectElement) return user.selectOptions(control, value);
  await user.clear(control);
  // Pasted, not typed key by key: the same change for the form, in a fraction of the time.
  if (value) await user.paste(value);
}
