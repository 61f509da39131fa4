import { MESSAGES } from '@contract/messages';

/** A failed call, carrying the server's shortDescription as the message users see. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** True when the request never reached the server (no signal, DNS, timeout). */
  readonly offline: boolean;

  constructor(message: string, options: { status?: number; code?: string; offline?: boolean } = {}) {
    super(message || MESSAGES.genericFailure);
    this.name = 'ApiError';
    this.status = options.status ?? 0;
    this.code = options.code ?? '';
    this.offline = options.offline ?? false;
  }
}

export const OFFLINE_MESSAGE = 'You are offline. Check your connection and try again.';

/** The sentence to show for any thrown value. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.genericFailure;
