import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { corporatePartnerContact, individualPartnerContact } from '@contract/forms';
import { stateOptions } from '../state-options';
import { allFilled } from '../submission';
import { useDraftForm } from '../use-draft-form';
import { CORPORATE_FIELDS, INDIVIDUAL_FIELDS, type ContactField } from './contact-fields';
import { partnerDraftStore, type CorporateValues, type IndividualValues, type PartnerDraft, type PartnerKind } from './partner-draft';

const STATES = stateOptions();

/** Step 1, the contact details of the chosen partner type; Next is disabled until every field is filled. */
export function ContactStep({ type, onNext }: { type: PartnerKind; onNext: () => void }) {
  return type === 'individual' ? (
    <ContactForm<IndividualValues>
      fields={INDIVIDUAL_FIELDS}
      schema={individualPartnerContact}
      read={(draft) => draft.individual}
      apply={(draft, individual) => ({ ...draft, individual })}
      onNext={onNext}
    />
  ) : (
    <ContactForm<CorporateValues>
      fields={CORPORATE_FIELDS}
      schema={corporatePartnerContact}
      read={(draft) => draft.corporate}
      apply={(draft, corporate) => ({ ...draft, corporate })}
      onNext={onNext}
    />
  );
}

type FormProps<T extends Record<string, string>> = {
  fields: ContactField<T>[];
  schema: typeof individualPartnerContact | typeof corporatePartnerContact;
  read: (draft: PartnerDraft) => T;
  apply: (draft: PartnerDraft, values: T) => PartnerDraft;
  onNext: () => void;
};

function ContactForm<T extends Record<string, string>>({ fields, schema, read, apply, onNext }: FormProps<T>) {
  const { form, save } = useDraftForm({ store: partnerDraftStore, read, apply, schema });
  const onSubmit = form.onSubmit(() => {
    save.flush();
    onNext();
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact details">
      <Stack gap="sm">
        <Title order={2} size="h3">Contact Details</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((field) => <Field key={field.name} field={field} form={form} />)}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!allFilled(form.values, fields.map((f) => f.name))} w={{ base: '100%', xs: 'auto' }}>Next</Button>
        </Group>
      </Stack>
    </form>
  );
}

function Field<T extends Record<string, string>>({ field, form }: { field: ContactField<T>; form: UseFormReturnType<T> }) {
  const props = { label: field.label, required: true, autoComplete: field.autoComplete ?? 'off', ...form.getInputProps(field.name) };
  switch (field.kind) {
    case 'state':
      return <NativeSelect {...props} data={STATES} />;
    case 'tel':
      return <TextInput {...props} type="tel" inputMode="tel" placeholder="08031234567" />;
    case 'email':
      return <TextInput {...props} type="email" inputMode="email" />;
    case 'count':
      return <TextInput {...props} inputMode="numeric" pattern="[0-9]*" />;
    default:
      return <TextInput {...props} />;
  }
}
