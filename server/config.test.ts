import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sandbox).toBe(true);
  });
  it('keeps sandboxes off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '1' }).sandbox).toBe(true);
  });
  it('explains a bad value instead of starting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });
});
