import type * as v from 'valibot';

/**
 * One server call, described once (docs/architecture.md, 'How to add a call'): which service
 * answers it, the method, the path under the service's base (Hono's `:name` for path
 * parameters), and the schemas of its parameters, query, body and answer. The app's `apiCall`
 * types what it sends and gets from it, the server mounts and validates with it
 * (server/http/mount.ts), and the service worker and the tests take its path from it.
 */

/** Where each service is mounted (spec 2 §1); the app may point one elsewhere with VITE_API_<SERVICE>. */
export const SERVICE_BASE = {
  onboarding: '/api/onboarding',
  settings: '/api/settings',
  booking: '/api/booking',
  payment: '/api/payment',
  maps: '/api/maps',
  wallet: '/api/wallet',
  bills: '/api/bills',
  ambassador: '/api/ambassador',
  /** Sandbox-only developer and test calls (server/sandbox/); never in a production build. */
  dev: '/api/dev',
} as const;
export type Service = keyof typeof SERVICE_BASE;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the body travels: JSON (the default), multipart (an upload) or form-encoded (the wallet service). */
export type BodyEncoding = 'json' | 'multipart' | 'form';

type Schema = v.GenericSchema;

export type CallDescription = {
  readonly service: Service;
  readonly method: Method;
  readonly path: `/${string}`;
  readonly params?: Schema;
  readonly query?: Schema;
  /** Request headers the server requires (names in lower case, as Hono reads them), e.g. an idempotency key. */
  readonly headers?: Schema;
  /** Required for a body that is validated; a multipart upload is read by its handler instead. */
  readonly body?: Schema;
  readonly encoding?: BodyEncoding;
  readonly response: Schema;
  /** For the client's deadline: a POST that only searches is a 'read'. GET reads and the rest write by default. */
  readonly kind?: 'read' | 'write';
};

/** Keeps the literal types of a description, so that apiCall and mount can type from it. */
// Pure, so a bundle keeps only the descriptions it uses.
export const defineCall = /* @__NO_SIDE_EFFECTS__ */ <const C extends CallDescription>(call: C): C => call;

type Scalar = string | number;
/** What the caller fills a path with: each parameter as a string or a number. */
export type PathParams<C extends CallDescription> = C['params'] extends Schema ? { [K in keyof v.InferInput<C['params']>]: Scalar } : never;
export type QueryInput<C extends CallDescription> = C['query'] extends Schema ? v.InferInput<C['query']> : never;
export type BodyInput<C extends CallDescription> = C['encoding'] extends 'multipart' ? FormData : C['body'] extends Schema ? v.InferInput<C['body']> : never;
export type CallResponse<C extends CallDescription> = v.InferOutput<C['response']>;

/** The path with its parameters filled in, each encoded: `/Booking/limited`, `/Gateways/1`. */
export function callPath(call: Pick<CallDescription, 'path'>, params: Record<string, Scalar> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** The path from the site's root, with the service's default base: `/api/booking/Booking/limited`. */
export function sitePath(call: Pick<CallDescription, 'service' | 'path'>, params?: Record<string, Scalar>): string {
  return `${SERVICE_BASE[call.service]}${callPath(call, params)}`;
}

/**
 * Does a URL's path name this call, whatever its parameters (each matches one segment)? For the
 * service worker's routes.
 */
export function matchesCall(call: Pick<CallDescription, 'service' | 'path'>, pathname: string): boolean {
  const pattern = `${SERVICE_BASE[call.service]}${call.path}`;
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`).test(pathname);
}
