import { CUSTOMER_STAGE } from '@contract/onboarding';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import type { ReturnPath } from './return-path';

/** Which sign-in screen: /login, /signin (seat booking) or /signnow (bus hire). */
export type SignInVariant = 'login' | 'booking' | 'hire';

export const SIGNED_IN_DESTINATION = {
  login: '/',
  booking: '/passenger-details',
  hire: '/hire-passenger-details',
} as const satisfies Record<SignInVariant, string>;

export type AfterSignIn = { to: (typeof SIGNED_IN_DESTINATION)[SignInVariant] | '/login-reg' | ReturnPath; message: string };

/**
 * Where a signed-in customer goes (`next`, the page that sent them to /login, when it is one of RETURN_PATHS) (spec 1 §4 'Sign-in'): stage 0 has not finished registering and
 * goes to /login-reg with 'Please kindly complete your registration process.'; anyone else goes on.
 */
export function afterSignIn(variant: SignInVariant, user: { customerStage: number }, next?: ReturnPath): AfterSignIn {
  if (user.customerStage === CUSTOMER_STAGE.incomplete) return { to: '/login-reg', message: ONBOARDING_MESSAGES.completeRegistration };
  return { to: next ?? SIGNED_IN_DESTINATION[variant], message: ONBOARDING_MESSAGES.signedIn };
}
