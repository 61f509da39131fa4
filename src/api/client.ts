import * as v from 'valibot';
import { failureEnvelopeSchema, isSuccess, SUCCESS_CODE } from '@contract/envelope';
import { MESSAGES } from '@contract/messages';
import { ApiError, noConnectionError, withoutFieldName } from './api-error';
import { DEADLINE_MS, formDataBytes, startDeadline, uploadDeadlineMs, type Deadline, type RequestKind } from './deadlines';
import { guestBearer, guestTokenStore } from './guest-token-store';
import { refreshSession } from './refresh-token';
import { callUrl } from './services';
import { type Method, type BodyInput, type CallDescription, type CallResponse, type PathParams, type QueryInput } from '@contract/call';
import { SESSION_EXPIRED_EVENT, sessionStore } from './session';

type RequestOptions = {
  method?: Method;
  query?: Record<string, string | number | undefined>;
  /** FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For the deadline: a POST that only searches says 'read'. By default GET reads, other methods write. */
  kind?: RequestKind;
  /**
   * A bearer of the caller's own in place of the session's or the guest's (the wallet token). A 401
   * then is the caller's to handle: the session is neither refreshed nor ended for it.
   */
  bearer?: string;
  /**
   * How a service with an envelope of its own says it refused (the wallet's: src/entities/wallet/
   * wallet-envelope.ts, kept there so the home page does not load it); the generic envelope by default.
   */
  refusal?: RefusalReader;
};

/** The ApiError an answer stands for, or null when it is a success. */
export type RefusalReader = (json: unknown, response: Response) => ApiError | null;

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/** How long this request may wait for its whole answer (src/api/deadlines.ts). */
export function deadlineFor(options: Pick<RequestOptions, 'method' | 'body' | 'kind'>): number {
  if (isFormData(options.body)) return uploadDeadlineMs(formDataBytes(options.body));
  return DEADLINE_MS[options.kind ?? ((options.method ?? 'GET') === 'GET' ? 'read' : 'write')];
}

/** A sent request: its answer, and the deadline that also bounds reading the answer's body. */
type Sent = { response: Response; deadline: Deadline };

/** No answer: the caller's own abort passes on as it is; anything else is no connection. */
function noAnswer(error: unknown, deadline: Deadline): unknown {
  return deadline.cancelled() ? error : noConnectionError(deadline.expired());
}

async function send(url: string, options: RequestOptions): Promise<Sent> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.bearer ?? sessionStore.get()?.token ?? guestBearer();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = isFormData(options.body);
  const isUrlEncoded = options.body instanceof URLSearchParams;
  if (options.body !== undefined && !isForm && !isUrlEncoded) headers['Content-Type'] = 'application/json';
  const deadline = startDeadline(deadlineFor(options), options.signal);
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm || isUrlEncoded ? (options.body as FormData | URLSearchParams) : JSON.stringify(options.body),
      signal: deadline.signal,
    });
    return { response, deadline };
  } catch (error) {
    throw noAnswer(error, deadline);
  }
}

/** The answer's JSON, or undefined when it is not JSON; a body that stalls or is cut is no connection. */
async function readJson({ response, deadline }: Sent): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw noAnswer(error, deadline);
  }
}

/** What a call takes besides its description: filled path, query and body as the description types them. */
export type CallInput<C extends CallDescription> = ([PathParams<C>] extends [never] ? { params?: undefined } : { params: PathParams<C> }) &
  ([QueryInput<C>] extends [never] ? { query?: undefined } : { query: QueryInput<C> }) &
  ([BodyInput<C>] extends [never] ? { body?: undefined } : { body: BodyInput<C> }) &
  Pick<RequestOptions, 'headers' | 'signal' | 'bearer' | 'refusal'>;

type OptionalInput<C extends CallDescription> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/**
 * Calls the server as `call` (a contract description) says and returns its answer, typed and
 * parsed by the call's response schema. A non-success code or HTTP status throws an ApiError
 * with the server's shortDescription; no answer, or none in time, is 'no connection'.
 */
export async function apiCall<C extends CallDescription>(call: C, ...[input]: OptionalInput<C>): Promise<CallResponse<C>> {
  const given = (input ?? {}) as { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown } & RequestOptions;
  const body = call.encoding === 'form' && given.body !== undefined ? formEncoded(given.body) : given.body;
  const url = callUrl(call, given.params, given.query);
  return request(url, call.response, { method: call.method, body, headers: given.headers, signal: given.signal, kind: call.kind, bearer: given.bearer, refusal: given.refusal });
}

/** A flat object as application/x-www-form-urlencoded (the wallet service's bodies). */
function formEncoded(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) if (value !== undefined && value !== null) form.set(key, String(value));
  return form;
}

/** The generic envelope's refusal (spec 2 §1): an HTTP error, or a `code` other than 1, worded by its shortDescription. */
const genericRefusal: RefusalReader = (json, response) => {
  const failure = v.safeParse(failureEnvelopeSchema, json);
  if (response.ok && failure.success && isSuccess(failure.output)) return null;
  const message = failure.success && failure.output.shortDescription ? withoutFieldName(failure.output.shortDescription) : MESSAGES.genericFailure;
  return new ApiError(message, { status: response.status, code: failure.success ? failure.output.code : '' });
};

async function request<S extends v.GenericSchema>(url: string, schema: S, options: RequestOptions): Promise<v.InferOutput<S>> {
  let sent = await send(url, options);
  if (options.bearer !== undefined) return answerOf(sent, schema, options.refusal);
  // A guest token the server no longer accepts: drop it and go on as a plain guest.
  if (sent.response.status === 401 && !sessionStore.get() && guestBearer()) {
    guestTokenStore.clear();
    sent = await send(url, options);
  }
  // An expired access token: refresh once and retry, so the traveller never notices.
  if (sent.response.status === 401 && sessionStore.get()) {
    const refreshed = await refreshSession();
    if (refreshed === 'unreachable') throw noConnectionError();
    if (refreshed === 'refused') {
      await sessionStore.clear();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      throw new ApiError(MESSAGES.sessionExpired, { status: 401, code: '401' });
    }
    sent = await send(url, options);
  }
  return answerOf(sent, schema, options.refusal);
}

/** The answer parsed by the call's schema, or the ApiError its envelope or HTTP status says. */
async function answerOf<S extends v.GenericSchema>(sent: Sent, schema: S, refusal: RefusalReader = genericRefusal): Promise<v.InferOutput<S>> {
  const { response } = sent;
  const json = await readJson(sent);
  const refused = refusal(json, response);
  if (refused) throw refused;
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    throw new ApiError(MESSAGES.genericFailure, { status: response.status, code: SUCCESS_CODE });
  }
  return parsed.output;
}
