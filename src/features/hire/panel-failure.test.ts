import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGES } from '@contract/hire';
import { MAPS_MESSAGES } from '@contract/maps';
import { ApiError, noConnectionError } from '@/api/api-error';
import { inStep, proceedFailureView, ProceedError } from './panel-failure';

const refused = (message: string) => new ApiError(message, { status: 400, code: '400' });

describe("the Hire panel's Proceed failures", () => {
  it('marks what a step throws with the step', async () => {
    await expect(inStep('distance', () => Promise.reject(refused('x')))).rejects.toMatchObject({ step: 'distance' });
    await expect(inStep('search', () => Promise.resolve(3))).resolves.toBe(3);
  });

  it("say 'No connection' for no answer, whatever the step", () => {
    expect(proceedFailureView(new ProceedError('distance', noConnectionError()))).toEqual({ kind: 'offline' });
    expect(proceedFailureView(new ProceedError('search', noConnectionError(true)))).toEqual({ kind: 'offline' });
  });

  it('word a distance that could not be measured, no bus, and a refused search as spec 2 §8 does', () => {
    expect(proceedFailureView(new ProceedError('distance', refused(MAPS_MESSAGES.distanceFailed)))).toEqual({ kind: 'refused', title: 'We could not measure this trip', message: MAPS_MESSAGES.distanceFailed });
    expect(proceedFailureView(new ProceedError('search', refused(HIRE_MESSAGES.noBus)))).toEqual({ kind: 'refused', title: 'No bus found', message: 'No hire found, please try again.' });
    expect(proceedFailureView(new ProceedError('search', refused(HIRE_MESSAGES.departureWindow)))).toEqual({ kind: 'refused', title: 'No hire found, please try again.', message: HIRE_MESSAGES.departureWindow });
  });
});
