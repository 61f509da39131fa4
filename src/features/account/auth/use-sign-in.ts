import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { googleSignInMutationOptions } from '../api/google-sign-in';
import { accountKeys } from '../api/query-keys';
import { signInMutationOptions, type SignedIn } from '../api/sign-in';
import { announce } from './notice';
import { afterSignIn, type SignInVariant } from './sign-in-routing';

/** Sign-in by password and by Google, then the spec's message and the next screen. */
export function useSignIn(variant: SignInVariant) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSuccess = ({ user }: SignedIn) => {
    // Nothing cached for an earlier account may show for this one.
    queryClient.removeQueries({ queryKey: accountKeys.all });
    const next = afterSignIn(variant, user);
    announce(next.message);
    void navigate({ to: next.to });
  };
  const password = useMutation({ ...signInMutationOptions(), onSuccess });
  const google = useMutation({ ...googleSignInMutationOptions(), onSuccess });
  return { password, google };
}
