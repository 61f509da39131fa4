import { nairaToKobo } from '@/lib/naira';
import { WALLET_TYPE, type Wallet, type WalletType } from '@contract/wallet';

/** The wallet gateways of checkout (spec 2 §9): 1 the cashback wallet, 2 and 23 the main wallet. */
export const WALLET_GATEWAYS: readonly number[] = [WALLET_TYPE.cashback, WALLET_TYPE.main, WALLET_TYPE.mainWithPin];
export const isWalletGateway = (gateway: number): gateway is WalletType => WALLET_GATEWAYS.includes(gateway);

/** Kobo the chosen wallet can pay: the cashback wallet's AccountBalance for 1, the AvailableBalance for 2 and 23. */
export function payingBalance(wallet: Wallet, type: WalletType): number {
  return nairaToKobo(type === WALLET_TYPE.cashback ? wallet.CashbackWallet.AccountBalance : wallet.AvailableBalance);
}

/**
 * Spec 1 §5 'Payment gating': what choosing a wallet gateway leads to. Low when its balance is below
 * the total; a wallet without a PIN, or locked by wrong PINs, cannot pay at all.
 */
export function walletGate(wallet: Wallet, type: WalletType, totalKobo: number): 'no-pin' | 'locked' | 'low' | 'pin' {
  if (!wallet.HasPin) return 'no-pin';
  if (wallet.IsLocked) return 'locked';
  return payingBalance(wallet, type) < totalKobo ? 'low' : 'pin';
}
