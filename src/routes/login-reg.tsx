import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '@/api/session';
import { profileQueryOptions } from '@/features/account/api/get-profile';
import { ProfileCompletionPage } from '@/features/account/profile-completion/profile-completion-page';

export const Route = createFileRoute('/login-reg')({
  // Spec 1 §2: profile completion redirects to / with no logged-in user.
  beforeLoad: () => {
    if (!sessionStore.get()) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: ProfileCompletionPage,
});
