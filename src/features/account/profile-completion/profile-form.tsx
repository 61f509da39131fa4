import '@/ui/overlay-styles';
import { useState } from 'react';
import { Alert, Button, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { PhoneField } from '../auth/phone-field';
import { canSaveProfile, type ProfileFormErrors, type ProfileFormValues } from './profile-values';

type Props = {
  initial: ProfileFormValues;
  saving: boolean;
  error: string | null;
  validate: (values: ProfileFormValues) => ProfileFormErrors | null;
  onSave: (values: ProfileFormValues) => void;
};

const GENDERS = [
  { value: '', label: 'Select gender', disabled: true },
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
];

/** 'Personalise your profile': the customer, a referral code, and the next of kin. */
export function ProfileForm({ initial, saving, error, validate, onSave }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };
  const text = (key: 'firstName' | 'lastName' | 'referralCode' | 'nextOfKinName') => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
    error: errors[key],
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = validate(values);
        setErrors(problems ?? {});
        if (!problems) onSave(values);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First Name" autoComplete="given-name" required {...text('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" required {...text('lastName')} />
        </SimpleGrid>
        <NativeSelect label="Gender" required data={GENDERS} value={values.gender} onChange={(event) => set('gender', event.currentTarget.value as ProfileFormValues['gender'])} error={errors.gender} />
        <TextInput label="Referral Code" description="Optional: the code of the friend who invited you." autoComplete="off" {...text('referralCode')} />
        <Title order={2} size="h3" mt="xs">Next of Kin</Title>
        <TextInput label="Next of Kin Full Name" autoComplete="off" required {...text('nextOfKinName')} />
        <NativeSelect
          label="Next of Kin Gender"
          required
          data={GENDERS}
          value={values.nextOfKinGender}
          onChange={(event) => set('nextOfKinGender', event.currentTarget.value as ProfileFormValues['nextOfKinGender'])}
          error={errors.nextOfKinGender}
        />
        <PhoneField label="Next of Kin Phone Number" autoComplete="off" required value={values.kinPhone} onChange={(kinPhone) => set('kinPhone', kinPhone)} error={errors.kinPhone} />
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <Button type="submit" disabled={!canSaveProfile(values)} loading={saving} fullWidth>Save</Button>
      </Stack>
    </form>
  );
}
