import { useReducer } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNoConnection } from '@/api/api-error';
import { createWallet } from './api/create-wallet';
import { generateOtp } from './api/generate-otp';
import { createPin } from './api/pin-calls';
import { walletKeys } from '@/entities/wallet/query-keys';
import type { WalletOwner } from '@/entities/wallet/owner';
import { SETUP_CLOSED, setupFlow } from './setup-flow';
import { walletFailureText } from './wallet-failure';

type Names = { FirstName: string; LastName: string };

/**
 * Wallet set-up's calls around its flow (setup-flow.ts): CreateWallet (unless the wallet exists
 * without a PIN) and a CreatePin OTP, Request Again, then CreatePin. The page keeps this, so the
 * modals stay open while the wallet read beneath them changes.
 */
export function useWalletSetup(owner: WalletOwner | null, names: Names) {
  const [state, dispatch] = useReducer(setupFlow, SETUP_CLOSED);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: walletKeys.all });

  const start = useMutation({
    mutationFn: async ({ hasWallet }: { hasWallet: boolean }) => {
      if (!owner) throw new Error('No wallet owner.');
      if (!hasWallet) await createWallet(owner, names);
      await generateOtp(owner, 'CreatePin');
    },
    onSuccess: () => dispatch({ type: 'otp-sent' }),
    // A wallet created before a failed OTP shows as one without a PIN, with its own way on.
    onSettled: refresh,
  });
  const resend = useMutation({ mutationFn: () => (owner ? generateOtp(owner, 'CreatePin') : Promise.resolve('')) });
  const create = useMutation({
    mutationFn: (pin: string) => (owner ? createPin(owner, pin, state.otp) : Promise.resolve('')),
    onSuccess: () => {
      dispatch({ type: 'created' });
      refresh();
    },
    onError: (error) => dispatch({ type: 'refused', message: walletFailureText(error), offline: isNoConnection(error) }),
  });

  return {
    state,
    dispatch,
    start: (hasWallet: boolean) => start.mutate({ hasWallet }),
    starting: start.isPending,
    startError: start.isError ? walletFailureText(start.error) : null,
    requestAgain: () => resend.mutate(),
    resend,
    createPin: (pin: string) => create.mutate(pin),
    creating: create.isPending,
    close: () => {
      dispatch({ type: 'close' });
      resend.reset();
    },
  };
}

export type WalletSetup = ReturnType<typeof useWalletSetup>;
