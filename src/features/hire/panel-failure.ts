import { HIRE_MESSAGES } from '@contract/hire';
import { MAPS_MESSAGES } from '@contract/maps';
import { errorMessage, isNoConnection } from '@/api/api-error';

/** Which step of Proceed failed (spec 1 §4 'Hire flow': the distance, then the search). */
export type ProceedStep = 'distance' | 'search';

/** A Proceed failure, with the step it happened in. */
export class ProceedError extends Error {
  constructor(readonly step: ProceedStep, readonly cause: unknown) {
    super(errorMessage(cause));
    this.name = 'ProceedError';
  }
}

/** Runs one step of Proceed, marking what it throws with the step. */
export async function inStep<T>(which: ProceedStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ProceedError(which, error);
  }
}

export type ProceedFailureView = { kind: 'offline' } | { kind: 'refused'; title: string; message: string };

/**
 * What the panel says when Proceed fails (spec 2 §8 'Hire empty', 'Hire distance failure'): no
 * answer is 'No connection'; no vehicle is 'No bus found' with 'No hire found, please try again.';
 * a refused search is 'No hire found, please try again.' with the server's reason; a distance the
 * maps service could not measure says so, in its words.
 */
export function proceedFailureView(error: unknown): ProceedFailureView {
  const cause = error instanceof ProceedError ? error.cause : error;
  if (isNoConnection(cause)) return { kind: 'offline' };
  const said = errorMessage(cause);
  if (error instanceof ProceedError && error.step === 'distance') {
    return { kind: 'refused', title: 'We could not measure this trip', message: said || MAPS_MESSAGES.distanceFailed };
  }
  if (said === HIRE_MESSAGES.noBus) return { kind: 'refused', title: HIRE_MESSAGES.noBus, message: HIRE_MESSAGES.noHire };
  return { kind: 'refused', title: HIRE_MESSAGES.noHire, message: said };
}
