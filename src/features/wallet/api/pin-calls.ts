import * as walletCalls from '@contract/calls/wallet';
import type { WalletOwner } from '@/entities/wallet/owner';
import { spoken } from './spoken';
import { walletCall } from '@/entities/wallet/wallet-token';

/** POST CreatePin: the first PIN, with the CreatePin OTP. */
export const createPin = async (owner: WalletOwner, pin: string, otp: string) => spoken(await walletCall(walletCalls.createPin, { body: { ...owner, Pin: pin, Otp: otp } }));

/** POST ChangePin: the old PIN for a new one, with the ChangePin OTP. */
export const changePin = async (owner: WalletOwner, otp: string, oldPin: string, newPin: string) =>
  spoken(await walletCall(walletCalls.changePin, { body: { ...owner, Otp: otp, OldPin: oldPin, NewPin: newPin } }));

/** POST ResetPin: a new PIN with the ResetPin OTP; also unlocks a wallet locked by wrong PINs. */
export const resetPin = async (owner: WalletOwner, otp: string, newPin: string) =>
  spoken(await walletCall(walletCalls.resetPin, { body: { ...owner, Otp: otp, NewPin: newPin } }));
