import type { BodyInput, CallDescription, CallResponse, PathParams, QueryInput } from '../../contract/call';
import { sitePath } from '../../contract/call';

/** Anything that answers a request as the composed app does: `createApp(…)`, or a service's own sub-app. */
export type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** What a call sends, typed from its description: its path parameters, query, body, a bearer and other headers. */
export type CallInput<C extends CallDescription> = {
  params?: PathParams<C>;
  query?: QueryInput<C> | Record<string, string>;
  body?: BodyInput<C>;
  token?: string;
  headers?: Record<string, string>;
};

/**
 * The answer as the call's response schema describes a success; a failure comes in the same
 * envelope (contract/envelope.ts) with `data: null`, which a test reads after checking the status.
 */
export type CallAnswer<C extends CallDescription> = { status: number; headers: Headers; body: CallResponse<C> };

/**
 * One server call as the app makes it, from its description in contract/calls/: the method and
 * path (with the service's base), the body as JSON, the answer typed by the call's response
 * schema. Tests use it instead of spelling paths by hand, so a call that moves moves for them too.
 */
export async function callApi<C extends CallDescription>(app: Requester, call: C, input: CallInput<C> = {}): Promise<CallAnswer<C>> {
  const headers: Record<string, string> = { ...input.headers };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  const query = input.query ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await app.request(`${sitePath(call, input.params)}${query}`, {
    method: call.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as CallAnswer<C>['body'] };
}
