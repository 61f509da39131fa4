import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundJob } from './background-job';

describe('a background job', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one at a time, logs a failure and goes on, and stops only after the run under way', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let finish: () => void = () => {};
    let runs = 0;
    const job = backgroundJob('Test job', 1, () => {
      runs++;
      if (runs === 1) return Promise.reject(new Error('boom'));
      return new Promise<void>((resolve) => { finish = resolve; });
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveBeenCalledWith('Test job failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run is still going: the next tick does not start another.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => { stopped = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
    errors.mockRestore();
  });
});
