import { describe, expect, it } from 'vitest';
import { PIN_FLOW_START, pinFlow, type PinFlowAction, type PinFlowState } from './pin-flow';

const run = (...actions: PinFlowAction[]) => actions.reduce<PinFlowState>(pinFlow, PIN_FLOW_START);

describe('change and reset PIN', () => {
  it('asks for the OTP, takes it, then shows the form, then done with the sentence', () => {
    expect(run({ type: 'otp-sent' }).step).toBe('otp');
    expect(run({ type: 'otp-sent' }, { type: 'otp-entered', otp: '654321' })).toEqual({ step: 'form', otp: '654321', message: null });
    expect(run({ type: 'otp-sent' }, { type: 'otp-entered', otp: '654321' }, { type: 'done', message: 'Your wallet PIN has been reset.' })).toEqual({
      step: 'done', otp: '', message: 'Your wallet PIN has been reset.',
    });
  });

  it('a new OTP starts over from the request, but not once done', () => {
    expect(run({ type: 'otp-sent' }, { type: 'otp-entered', otp: '654321' }, { type: 'new-otp' })).toEqual(PIN_FLOW_START);
    expect(run({ type: 'done', message: 'ok' }, { type: 'new-otp' }).step).toBe('done');
  });

  it('ignores an OTP before it was sent', () => {
    expect(run({ type: 'otp-entered', otp: '654321' })).toEqual(PIN_FLOW_START);
  });
});
