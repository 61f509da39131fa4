import * as v from 'valibot';
import { failureEnvelopeSchema, isSuccess, SUCCESS_CODE } from '@contract/envelope';
import { MESSAGES } from '@contract/messages';
import { ApiError, OFFLINE_MESSAGE } from './api-error';
import { guestBearer, guestTokenStore } from './guest-token-store';
import { refreshSession } from './refresh-token';
import { API_BASE, type Service } from './services';
import { SESSION_EXPIRED_EVENT, sessionStore } from './session';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function apiUrl(service: Service, path: string, query?: RequestOptions['query']) {
  const url = new URL(`${API_BASE[service]}${path}`, window.location.origin);
  for (const [k, val] of Object.entries(query ?? {})) if (val !== undefined) url.searchParams.set(k, String(val));
  return url.toString();
}

async function send(service: Service, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = sessionStore.get()?.token ?? guestBearer();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(apiUrl(service, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(OFFLINE_MESSAGE, { offline: true });
  }
}

/**
 * Calls a spec service and returns its envelope parsed by `schema` (a contract envelope schema).
 * A non-success code or HTTP status throws an ApiError with the server's shortDescription.
 */
export async function apiCall<S extends v.GenericSchema>(
  service: Service,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  let response = await send(service, path, options);
  // A guest token the server no longer accepts: drop it and go on as a plain guest.
  if (response.status === 401 && !sessionStore.get() && guestBearer()) {
    guestTokenStore.clear();
    response = await send(service, path, options);
  }
  // An expired access token: refresh once and retry, so the traveller never notices.
  if (response.status === 401 && sessionStore.get()) {
    const refreshed = await refreshSession();
    if (refreshed === 'unreachable') throw new ApiError(OFFLINE_MESSAGE, { offline: true });
    if (refreshed === 'refused') {
      await sessionStore.clear();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      throw new ApiError(MESSAGES.sessionExpired, { status: 401, code: '401' });
    }
    response = await send(service, path, options);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const failure = v.safeParse(failureEnvelopeSchema, json);
  if (!response.ok || !failure.success || !isSuccess(failure.output)) {
    const message = failure.success && failure.output.shortDescription ? failure.output.shortDescription : MESSAGES.genericFailure;
    throw new ApiError(message, { status: response.status, code: failure.success ? failure.output.code : '' });
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    throw new ApiError(MESSAGES.genericFailure, { status: response.status, code: SUCCESS_CODE });
  }
  return parsed.output;
}
