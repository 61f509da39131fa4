import type { QueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@contract/onboarding';
import { sessionStore } from '@/api/session';
import { accountKeys } from '../../api/query-keys';
import { sessionFields } from '../profile-values';

/** After a profile write: the cached profile and the stored session (header picture, checkout prefill) show the answer. */
export async function applyProfile(queryClient: QueryClient, profile: CustomerProfile): Promise<void> {
  queryClient.setQueryData(accountKeys.me(), profile);
  await sessionStore.updateUser(sessionFields(profile));
}
