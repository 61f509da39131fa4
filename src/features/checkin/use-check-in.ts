import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/api/api-error';
import { checkInNotice } from '@/entities/booking/check-in-notice';
import { checkInMutationOptions } from './api/check-in';
import { CHECKIN_NEEDS_CONNECTION } from './check-in-gate';
import { currentPosition, LocationError } from './geolocation';

export type CheckInResult = { ok: true; message: string } | { ok: false; message: string };
export type CheckInPhase = 'idle' | 'looking-up' | 'locating' | 'sending';
export type CheckInTarget = { reference: string; terminalId: number };

/** What the traveller reads while a check-in runs. */
export const PHASE_TEXT: Record<Exclude<CheckInPhase, 'idle'>, string> = {
  'looking-up': 'Looking up your booking…',
  locating: 'Finding your location…',
  sending: 'Checking you in…',
};

/** A failure in words: the location problem, the server's sentence, or the lost connection. */
export function checkInFailureMessage(error: unknown): string {
  if (error instanceof LocationError) return error.message;
  if (error instanceof ApiError && error.offline) return CHECKIN_NEEDS_CONNECTION;
  return errorMessage(error);
}

/**
 * Location first (the app needs it; the server measures the distance), then the check-in call.
 * The result stays until the modal showing it is closed; `onCheckedIn` runs then.
 */
export function useCheckIn(onCheckedIn?: () => void) {
  const mutation = useMutation(checkInMutationOptions());
  const [phase, setPhase] = useState<CheckInPhase>('idle');
  const [result, setResult] = useState<CheckInResult | undefined>();
  // The last answer, kept after the modal closes so the screen can still say why it failed.
  const [outcome, setOutcome] = useState<CheckInResult | undefined>();
  const settle = (answer: CheckInResult) => {
    setResult(answer);
    setOutcome(answer);
  };

  /** A known seat, or a function that finds it first (the reference-only check-in looks the booking up). */
  const start = async (target: CheckInTarget | (() => Promise<CheckInTarget>)) => {
    setResult(undefined);
    setOutcome(undefined);
    try {
      setPhase(typeof target === 'function' ? 'looking-up' : 'locating');
      const { reference, terminalId } = typeof target === 'function' ? await target() : target;
      setPhase('locating');
      const position = await currentPosition();
      setPhase('sending');
      const message = await mutation.mutateAsync({ reference, terminalId, ...position });
      checkInNotice.set({ reference, message });
      settle({ ok: true, message });
    } catch (error) {
      settle({ ok: false, message: checkInFailureMessage(error) });
    } finally {
      setPhase('idle');
    }
  };

  // The screen refreshes the booking when the success modal closes: refreshing earlier would turn
  // this Check In into View Ticket and take the modal away with it.
  const dismiss = () => {
    if (result?.ok) onCheckedIn?.();
    setResult(undefined);
  };

  return { phase, result, outcome, start, dismiss };
}
