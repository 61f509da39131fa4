import { MESSAGES } from '@contract/messages';

/** A failed call, carrying the server's shortDescription as the message users see. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** True when no answer came: no signal, DNS, a connection cut, or a deadline that passed. */
  readonly offline: boolean;
  /** True when the answer did not come before the request's deadline (src/api/deadlines.ts): a stalled link. */
  readonly timedOut: boolean;

  constructor(message: string, options: { status?: number; code?: string; offline?: boolean; timedOut?: boolean } = {}) {
    super(message || MESSAGES.genericFailure);
    this.name = 'ApiError';
    this.status = options.status ?? 0;
    this.code = options.code ?? '';
    this.timedOut = options.timedOut ?? false;
    this.offline = (options.offline ?? false) || this.timedOut;
  }
}

/**
 * What a call that got no answer says. Honest for both causes: the phone may know it is offline,
 * or think it is online on a link that has stalled.
 */
export const OFFLINE_MESSAGE = 'We could not reach Freely. Check your connection and try again.';

/** The ApiError of a call that got no answer; `timedOut` when its deadline passed. */
export const noConnectionError = (timedOut = false) => new ApiError(OFFLINE_MESSAGE, { offline: true, timedOut });

/** True for a failure that only a connection can fix (offline, cut or stalled), not a refusal by the server. */
export const isNoConnection = (error: unknown): error is ApiError => error instanceof ApiError && error.offline;

const LEADING_NAME = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (?=\S)/;

/**
 * A server's sentence without a field name in front ('numberOfAdults: At most 13 adults per
 * booking.' → 'At most 13 adults per booking.'): older servers and answers cached from them put
 * the name first. Only names that read as code go (camelCase, lower case, a dotted path), so a
 * sentence such as 'Note: …' is left alone.
 */
export function withoutFieldName(message: string): string {
  const name = LEADING_NAME.exec(message)?.[1];
  const isCode = name !== undefined && (/^[a-z]/.test(name) || /[a-z][A-Z]/.test(name) || name.includes('.'));
  return isCode ? message.slice(name.length + 2) : message;
}

/** The sentence to show for any thrown value. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.genericFailure;

/** The server's refusal to show on a field, or undefined when there was none or no answer came (that shows as 'No connection'). */
export const refusalMessage = (error: unknown) => (error && !isNoConnection(error) ? errorMessage(error) : undefined);
