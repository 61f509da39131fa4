import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { CallDescription } from '../../contract/call';
import { validate } from './validate';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** A call's request after validation: typed from its contract description. */
export type CallRequest<C extends CallDescription> = {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  headers: Out<C['headers']>;
};

export type CallHandler<C extends CallDescription> = (c: Context, request: CallRequest<C>) => Response | Promise<Response>;

/**
 * Mounts `call` (a contract description) on a service's app: its method and path, then the
 * given middleware (limits, sign-in), then validation of its parameters, query, headers and body
 * with the contract's schemas (400 in the envelope with a plain message), then the handler with
 * the parsed request. A multipart body is left for its handler to read.
 */
export function mount<C extends CallDescription>(app: Hono, call: C, ...handlers: [...MiddlewareHandler[], CallHandler<C>]): Hono {
  const handler = handlers.at(-1) as CallHandler<C>;
  const middleware = handlers.slice(0, -1) as MiddlewareHandler[];
  const checks: MiddlewareHandler[] = [];
  const check = (target: Parameters<typeof validate>[0], schema: v.GenericSchema) => checks.push(validate(target, schema) as unknown as MiddlewareHandler);
  if (call.params) check('param', call.params);
  if (call.query) check('query', call.query);
  if (call.headers) check('header', call.headers);
  if (call.body && call.encoding !== 'multipart') check(call.encoding === 'form' ? 'form' : 'json', call.body);
  const run: MiddlewareHandler = async (c) => {
    const valid = (target: 'param' | 'query' | 'header' | 'json' | 'form') => c.req.valid(target as never) as never;
    return handler(c, {
      params: call.params ? valid('param') : undefined,
      query: call.query ? valid('query') : undefined,
      headers: call.headers ? valid('header') : undefined,
      body: call.body && call.encoding !== 'multipart' ? valid(call.encoding === 'form' ? 'form' : 'json') : undefined,
    } as CallRequest<C>);
  };
  app.on(call.method, [call.path], ...middleware, ...checks, run);
  return app;
}
