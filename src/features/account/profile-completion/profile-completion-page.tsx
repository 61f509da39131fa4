import { useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { sessionStore, useSession } from '@/api/session';
import { completeProfileMutationOptions } from '../api/complete-profile';
import { profileQueryOptions } from '../api/get-profile';
import { accountKeys } from '../api/query-keys';
import { AuthCard } from '../auth/auth-card';
import { failureText, OFFLINE } from '../auth/failure-text';
import { announce } from '../auth/notice';
import { ProfileForm } from './profile-form';
import { profileFormValues, toProfileRequest } from './profile-values';
import { VerifyEmailModals } from './verify-email-modals';

/** /login-reg, 'Personalise your profile' (spec 1 §2, §4 'Profile completion'). */
export function ProfileCompletionPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...profileQueryOptions(), enabled: session !== null });
  const save = useMutation(completeProfileMutationOptions(queryClient));
  const [verifyOpen, setVerifyOpen] = useState(false);

  if (!session) return null;
  // Offline the fetch waits ('paused'): the stored sign-in details fill the form instead.
  if (profile.isPending && profile.fetchStatus === 'fetching') {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your profile" />
      </Center>
    );
  }
  const known = profile.data ?? { ...session.user, nextOfKinGender: null, pendingEmail: '' };
  const ownPhone = known.phoneNumber;
  const onVerified = async (message: string) => {
    announce(message || ONBOARDING_MESSAGES.emailVerified);
    // 'kindly login to continue': the next sign-in carries the confirmed account.
    queryClient.removeQueries({ queryKey: accountKeys.all });
    await sessionStore.clear();
    void navigate({ to: '/login' });
  };

  return (
    <AuthCard title="Personalise your profile" intro="Tell us who is travelling and who to contact in an emergency.">
      <ProfileForm
        initial={profileFormValues(known)}
        saving={save.isPending}
        error={save.isError ? failureText(save.error, OFFLINE.profile) : null}
        validate={(values) => {
          const result = toProfileRequest(values, ownPhone);
          return 'errors' in result ? result.errors : null;
        }}
        onSave={(values) => {
          const result = toProfileRequest(values, ownPhone);
          if (!('body' in result)) return;
          save.mutate(result.body, {
            onSuccess: ({ profile: updated, message }) => {
              announce(message || ONBOARDING_MESSAGES.profileUpdated);
              if (updated.accountIsConfirmed) void navigate({ to: '/' });
              else setVerifyOpen(true);
            },
          });
        }}
      />
      <VerifyEmailModals
        opened={verifyOpen}
        initialEmail={known.pendingEmail || known.email}
        phoneNumber={ownPhone}
        onSkip={() => {
          setVerifyOpen(false);
          void navigate({ to: '/' });
        }}
        onVerified={(message) => void onVerified(message)}
      />
    </AuthCard>
  );
}
