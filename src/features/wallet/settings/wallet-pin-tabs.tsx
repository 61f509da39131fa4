import { useNavigate } from '@tanstack/react-router';
import { PinChange } from './pin-change';
import { WalletGate } from './wallet-gate';

/** The Change Wallet PIN tab of /setting: closing either OTP modal goes to /profile (spec 1 §4). */
export function ChangePinTab() {
  const navigate = useNavigate();
  return <WalletGate needs="pin">{(owner) => <PinChange kind="change" owner={owner} onLeave={() => void navigate({ to: '/profile' })} />}</WalletGate>;
}

/** The Reset Wallet Pin tab: also how a wallet locked by wrong PINs is opened again. */
export function ResetPinTab() {
  const navigate = useNavigate();
  return <WalletGate needs="wallet">{(owner) => <PinChange kind="reset" owner={owner} onLeave={() => void navigate({ to: '/profile' })} />}</WalletGate>;
}
