import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { accountRoutes } from './account-routes';
import type { OnboardingDeps } from './deps';
import { otpRoutes } from './otp-routes';
import { photoRoutes } from './photo-routes';
import { profileRoutes } from './profile-routes';
import { sessionRoutes } from './session-routes';

export type { OnboardingDeps } from './deps';

/**
 * The onboarding service (spec 2 §7.1), mounted at /api/onboarding: sign-in with the sealed
 * credentials, the guest token, token renewal, registration by phone or e-mail, one-time codes,
 * passwords, the profile and its photo. Settings and the clock come from configureAuth(db).
 */
export function onboardingApp(db: Db, deps: OnboardingDeps) {
  return (
    new Hono()
      .route('/', sessionRoutes(db, deps))
      .route('/', otpRoutes(db, deps))
      .route('/', accountRoutes(db, deps))
      .route('/', photoRoutes(db))
      .route('/', profileRoutes(db, deps))
  );
}
