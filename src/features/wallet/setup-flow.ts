import { PIN_LENGTH } from '@contract/wallet';

/**
 * Wallet set-up (spec 1 §4): the wallet is created and a CreatePin OTP sent (or only the OTP, for a
 * wallet without a PIN), then the welcome modal, the OTP modal, the PIN and confirm PIN modal (a
 * mismatch shows 'Transaction pin doesn't match' with Try Again), then success with the fund prompt.
 */
export type SetupStep = 'closed' | 'welcome' | 'otp' | 'pin' | 'mismatch' | 'done';
export type SetupState = { step: SetupStep; otp: string; error: string | null };
export type SetupAction =
  | { type: 'otp-sent' }
  | { type: 'continue' }
  | { type: 'otp-entered'; otp: string }
  | { type: 'mismatch' }
  | { type: 'try-again' }
  | { type: 'created' }
  | { type: 'refused'; message: string; offline: boolean }
  | { type: 'close' };

export const SETUP_CLOSED: SetupState = { step: 'closed', otp: '', error: null };

export function setupFlow(state: SetupState, action: SetupAction): SetupState {
  switch (action.type) {
    case 'otp-sent':
      return { step: 'welcome', otp: '', error: null };
    case 'continue':
      return state.step === 'welcome' ? { ...state, step: 'otp' } : state;
    case 'otp-entered':
      return state.step === 'otp' ? { step: 'pin', otp: action.otp, error: null } : state;
    case 'mismatch':
      return state.step === 'pin' ? { ...state, step: 'mismatch', error: null } : state;
    case 'try-again':
      return state.step === 'mismatch' ? { ...state, step: 'pin' } : state;
    case 'created':
      return { step: 'done', otp: '', error: null };
    case 'refused':
      // No answer: the PINs are still good, send them again. A refusal is the OTP's (wrong or
      // expired; the PINs were checked here): back to it, with 'Request Again' at hand.
      return action.offline ? { ...state, error: action.message } : { step: 'otp', otp: '', error: action.message };
    case 'close':
      return SETUP_CLOSED;
  }
}

/** A PIN is complete at 4 digits; Proceed waits for it (spec 1 §5 'PIN'). */
export const isCompletePin = (pin: string) => new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin);
export const pinsMatch = (pin: string, confirm: string) => isCompletePin(pin) && pin === confirm;
