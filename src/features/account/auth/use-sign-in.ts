import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { googleSignInMutationOptions } from '../api/google-sign-in';
import { accountKeys } from '../api/query-keys';
import { signInMutationOptions, type SignedIn } from '../api/sign-in';
import { announce } from './notice';
import type { ReturnPath } from './return-path';
import { afterSignIn, type SignInVariant } from './sign-in-routing';

/** Sign-in by password and by Google, then the spec's message and the next screen (`next`: the page that sent them here). */
export function useSignIn(variant: SignInVariant, next?: ReturnPath) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSuccess = ({ user }: SignedIn) => {
    // Nothing cached for an earlier account may show for this one.
    queryClient.removeQueries({ queryKey: accountKeys.all });
    const after = afterSignIn(variant, user, next);
    announce(after.message);
    void navigate({ to: after.to });
  };
  const password = useMutation({ ...signInMutationOptions(), onSuccess });
  const google = useMutation({ ...googleSignInMutationOptions(), onSuccess });
  return { password, google };
}
