import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { stateOptions } from '../state-options';
import { allFilled } from '../submission';
import { draftPart } from '../draft-part';
import { useDraftForm } from '@/lib/use-draft-form';
import { CONTACT_FORMS, type ContactField } from './contact-fields';
import { partnerDraftStore, type PartnerKind } from './partner-draft';

const STATES = stateOptions();

/** Step 1, the contact details of the chosen partner type; Next is disabled until every field is filled. */
export function ContactStep<K extends PartnerKind>({ type, onNext }: { type: K; onNext: () => void }) {
  const { fields, schema } = CONTACT_FORMS[type];
  const { form, save } = useDraftForm({ ...draftPart(partnerDraftStore, type), schema });
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
