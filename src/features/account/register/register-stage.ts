/**
 * Phone sign-up (spec 1 §2, §4): 1 phone entry → 2 'Enter Verification Code' (a modal over the
 * phone entry) → 3 'Phone Number Verified' with 4 the Create Password form → registered → /login.
 * 'change number' goes back to 1 from the modal; nothing goes back once the phone is verified.
 */
export type RegisterState =
  | { stage: 'phone'; phone: string }
  | { stage: 'code'; phone: string }
  | { stage: 'password'; phone: string };

export type RegisterEvent =
  | { type: 'codeSent'; phone: string }
  | { type: 'changeNumber' }
  | { type: 'verified' };

export const initialRegisterState: RegisterState = { stage: 'phone', phone: '' };

export function registerReducer(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (event.type) {
    case 'codeSent':
      return state.stage === 'password' ? state : { stage: 'code', phone: event.phone };
    case 'changeNumber':
      return state.stage === 'code' ? { stage: 'phone', phone: state.phone } : state;
    case 'verified':
      return state.stage === 'code' ? { stage: 'password', phone: state.phone } : state;
  }
}

/** Sign Up is enabled only with a phone typed and the terms agreed (spec 1 §5 'Other gating'). */
export const canSignUp = (typedPhone: string, agreed: boolean) => typedPhone.trim() !== '' && agreed;
