/**
 * Change Wallet PIN and Reset Wallet Pin (spec 1 §4 'Wallet PIN change'): 'Request For OTP'
 * (Continue sends it), then the OTP modal ('Transaction PIN' or 'Enter OTP PIN'), then the form.
 * Closing either modal leaves for /profile; a success shows its sentence, then /profile after 3 s.
 */
export type PinFlowStep = 'request' | 'otp' | 'form' | 'done';
export type PinFlowState = { step: PinFlowStep; otp: string; message: string | null };
export type PinFlowAction = { type: 'otp-sent' } | { type: 'otp-entered'; otp: string } | { type: 'new-otp' } | { type: 'done'; message: string };

export const PIN_FLOW_START: PinFlowState = { step: 'request', otp: '', message: null };

export function pinFlow(state: PinFlowState, action: PinFlowAction): PinFlowState {
  switch (action.type) {
    case 'otp-sent':
      return state.step === 'request' ? { ...state, step: 'otp' } : state;
    case 'otp-entered':
      return state.step === 'otp' ? { ...state, step: 'form', otp: action.otp } : state;
    case 'new-otp':
      return state.step === 'done' ? state : PIN_FLOW_START;
    case 'done':
      return { step: 'done', otp: '', message: action.message };
  }
}

/** How long a success shows before /profile, and a failure before it goes (spec 2 §9 timers, §8 toasts). */
export const PIN_DONE_MS = 3000;
export const PIN_FAILURE_MS = 4000;
