import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { pureContract } from './pure-contract';

const transform = (code: string, id = '/app/contract/payment.ts') => {
  const hook = pureContract().transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const out = (hook as unknown as (code: string, id: string) => { code: string } | undefined)(code, id);
  return out?.code ?? code;
};

describe('pure contract', () => {
  it("marks the calls of contract/'s top-level declarations pure, nested ones included", () => {
    const out = transform("export const a = v.object({ b: text(LIMITS.short, 'b') });\nconst c = new Intl.DateTimeFormat('en');");
    expect(out).toBe("export const a = /* @__PURE__ */ v.object({ b: /* @__PURE__ */ text(LIMITS.short, 'b') });\nconst c = /* @__PURE__ */ new Intl.DateTimeFormat('en');");
  });

  it('leaves function bodies, statements and files outside contract/ alone', () => {
    const fn = 'export const f = (x) => v.parse(schema, x);\nexport function g() { return h(); }\nregister(1);';
    expect(transform(fn)).toBe(fn);
    const app = 'export const a = v.object({});';
    expect(transform(app, '/app/src/feature.ts')).toBe(app);
    expect(transform(app, '/app/contract/payment.test.ts')).toBe(app);
  });
});
