import * as walletCalls from '@contract/calls/wallet';
import type { WalletOtpType } from '@contract/wallet';
import type { WalletOwner } from '@/entities/wallet/owner';
import { spoken } from './spoken';
import { walletCall } from '@/entities/wallet/wallet-token';

/** POST /api/v2/WalletApi/GenerateOtp: a 6-digit OTP to the customer's phone and e-mail. */
export const generateOtp = async (owner: WalletOwner, type: WalletOtpType) => spoken(await walletCall(walletCalls.generateOtp, { body: { ...owner, OtpType: type } }));
