import { Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SexRadioGroup } from '@/ui/sex-radio-group';
import type { PassengerDraft } from '../hire-draft';
import type { LockedFields } from '../passenger-form';

type Props = { form: UseFormReturnType<PassengerDraft>; locked: LockedFields };

const FROM_PROFILE = 'From your profile';

/**
 * The hire passenger form (spec 1 §2 'Hire', §5 'Checkout'): full name, gender, e-mail, phone and
 * address, then the next of kin. A customer's name, e-mail, phone and gender are their profile's, read-only.
 */
export function PassengerFields({ form, locked }: Props) {
  const gender = form.getInputProps('gender');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">Passenger Details</Title>
      <Text size="sm">Please enter name as they appear on identification document</Text>
      <TextInput label="Full Name" autoComplete="name" required readOnly={locked.fullName} description={locked.fullName ? FROM_PROFILE : undefined} {...form.getInputProps('fullName')} />
      <SexRadioGroup
        label="Gender"
        inline
        value={form.values.gender}
        onChange={(value) => form.setFieldValue('gender', value)}
        error={gender.error}
        disabled={locked.gender}
        description={locked.gender ? FROM_PROFILE : undefined}
      />
      <TextInput label="Email Address" type="email" inputMode="email" autoComplete="email" required readOnly={locked.email} description={locked.email ? FROM_PROFILE : undefined} {...form.getInputProps('email')} />
      <TextInput label="Phone Number" type="tel" inputMode="tel" autoComplete="tel-national" required readOnly={locked.phoneNumber} description={locked.phoneNumber ? FROM_PROFILE : '11 digits, e.g. 08031234567'} {...form.getInputProps('phoneNumber')} />
      <TextInput label="Address" autoComplete="street-address" required {...form.getInputProps('address')} />
      <Title order={2} size="h3" mt="sm">Next of Kin Details</Title>
      <TextInput label="Next of Kin Name" autoComplete="off" required {...form.getInputProps('nextOfKinName')} />
      <TextInput label="Next of Kin Phone Number" type="tel" inputMode="tel" autoComplete="off" required {...form.getInputProps('nextOfKinPhone')} />
    </Stack>
  );
}
