/**
 * Why a message did not go: 'transient' (no answer, a timeout, the provider busy or down) is worth
 * another try; 'permanent' (a bad key, a number the provider refuses) is not.
 */
export class SendFailure extends Error {
  constructor(readonly kind: 'transient' | 'permanent', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SendFailure';
  }
}

export type RetryPlan = {
  /** Waits before the second, third… try; their count is the number of retries. */
  backoffMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

/**
 * A traveller waits on a code: two quick retries (0.25 s, then 1 s) ride out a blip without keeping
 * them past the app's own wait; confirmations that still fail are retried by their claim
 * (server/services/notifications/confirmations.ts).
 */
export const DEFAULT_RETRIES: RetryPlan = { backoffMs: [250, 1000] };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `send`, again after each wait while it fails transiently; the last failure is thrown. */
export async function withRetries<T>(send: () => Promise<T>, plan: RetryPlan = DEFAULT_RETRIES): Promise<T> {
  const sleep = plan.sleep ?? pause;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const transient = !(error instanceof SendFailure) || error.kind === 'transient';
      const wait = plan.backoffMs[attempt];
      if (!transient || wait === undefined) throw error;
      await sleep(wait);
    }
  }
}
