import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { envelopeSchema } from '@contract/envelope';
import type { ChangePasswordRequest } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';

const changePasswordResponse = envelopeSchema(v.nullable(v.unknown()));

/** POST /customer/ChangePassword { oldPassword, password, confirmPassword } (spec 2 §7.1). Other devices are signed out; this one stays. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await legacyApiCall('onboarding', '/customer/ChangePassword', changePasswordResponse, { method: 'POST', body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
