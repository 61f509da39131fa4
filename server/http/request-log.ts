import type { MiddlewareHandler } from 'hono';

/** One line per request: method, path, status and time taken. Query strings are left out (they can hold references). */
export const requestLog = (write: (line: string) => void = console.log): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
