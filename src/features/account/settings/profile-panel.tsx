import { useEffect } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { useSession } from '@/api/session';
import { SexRadioGroup } from '@/ui/sex-radio-group';
import { profileQueryOptions } from '../api/get-profile';
import { announce } from '../auth/notice';
import { failureText, OFFLINE } from '../auth/failure-text';
import { useUpdateProfile } from './api/update-profile';
import { PhotoCard } from './photo-card';
import { profileFormSchema, profileFormValues, toUpdateRequest, type ProfileFormValues } from './profile-values';

/** The Profile tab: picture, then the form (full name, sex, read-only e-mail and phone, next of kin). */
export function ProfilePanel() {
  const session = useSession();
  // The stored session shows at once (also offline); the server's answer replaces it when it comes.
  const profile = useQuery({ ...profileQueryOptions(), enabled: session !== null });
  const source = profile.data ?? session?.user;
  if (!source) return null;
  return (
    <Stack gap="xl">
      <PhotoCard photo={source.customerPhoto} customerId={source.customersId} />
      <ProfileForm values={profileFormValues(source)} />
    </Stack>
  );
}

function ProfileForm({ values }: { values: ProfileFormValues }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    initialValues: values,
    validate: schemaResolver(profileFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  // A fresher profile from the server replaces what is shown, unless the traveller is editing.
  const fresh = JSON.stringify(values);
  useEffect(() => {
    if (form.isDirty()) return;
    const next = JSON.parse(fresh) as ProfileFormValues;
    form.setValues(next);
    form.resetDirty(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the source changes
  }, [fresh]);

  const sex = form.getInputProps('sex');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) =>
        update.mutate(toUpdateRequest(submitted), {
          onSuccess: () => {
            form.resetDirty();
            announce(ONBOARDING_MESSAGES.profileUpdated);
          },
        }),
      )}
    >
      <Stack gap="md" maw={520}>
        <TextInput label="Full Name" autoComplete="name" required description="First name, a space, then last name" {...form.getInputProps('fullName')} />
        <SexRadioGroup label="Sex" inline value={sex.value} onChange={(value) => form.setFieldValue('sex', value)} error={sex.error} />
        <TextInput label="Email" readOnly value={form.values.email} placeholder="No e-mail address yet" description="Your e-mail address cannot be changed here." />
        <TextInput label="Phone Number" readOnly value={form.values.phoneNumber} placeholder="No phone number" description="Your phone number cannot be changed here." />
        <TextInput label="Next of Kin Name" required autoComplete="off" {...form.getInputProps('nextOfKinName')} />
        <TextInput label="Next of Kin Phone Number" type="tel" inputMode="tel" required autoComplete="off" {...form.getInputProps('nextOfKinPhone')} />
        {update.isError ? (
          <Alert color="red" role="alert">{failureText(update.error, OFFLINE.profile)}</Alert>
        ) : null}
        <Button type="submit" loading={update.isPending} w="fit-content">Update Profile</Button>
      </Stack>
    </form>
  );
}
