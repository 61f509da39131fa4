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
  it('runs the sandboxes only on loopback, outside production, unless SANDBOX says', () => {
    for (const HOST of ['127.0.0.1', '127.4.5.6', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(loadConfig({ HOST }).sandbox, HOST).toBe(true);
    }
    // A server reachable from the network hands out no OTPs and takes no fake payments by default.
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'freely.example.com', '[::]', 'fe80::1']) {
      const c = loadConfig({ HOST });
      expect(c.sandbox, HOST).toBe(false);
      expect(c.sandboxReason).toContain(`HOST=${HOST}`);
      expect(c.sandboxReason).toContain('SANDBOX=1');
    }
    expect(loadConfig({ HOST: '0.0.0.0', SANDBOX: '1' }).sandbox).toBe(true);
    expect(loadConfig({ HOST: '192.168.1.20', NODE_ENV: 'production', SANDBOX: '1' }).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX: '0' })).toMatchObject({ sandbox: false, sandboxReason: 'SANDBOX=0' });
    expect(loadConfig({ NODE_ENV: 'test', SANDBOX: '' }).sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sandboxReason).toMatch(/NODE_ENV=production/);
    expect(loadConfig({}).sandboxReason).toMatch(/loopback/);
    expect(() => loadConfig({ SANDBOX: 'yes' })).toThrow(/SANDBOX/);
  });
  it('reads extra origins for the Content-Security-Policy', () => {
    expect(loadConfig({}).csp).toEqual({ connectSrc: [], frameSrc: [] });
    const c = loadConfig({ CSP_CONNECT_SRC: 'https://tiles.example.com, https://*.api.example.com:8443', CSP_FRAME_SRC: 'https://flights.example.com' });
    expect(c.csp).toEqual({ connectSrc: ['https://tiles.example.com', 'https://*.api.example.com:8443'], frameSrc: ['https://flights.example.com'] });
    // Nothing that could end a directive or add a keyword gets into the header.
    expect(() => loadConfig({ CSP_CONNECT_SRC: "https://a.example; script-src 'unsafe-inline'" })).toThrow(/CSP_CONNECT_SRC/);
    expect(() => loadConfig({ CSP_FRAME_SRC: '*' })).toThrow(/CSP_FRAME_SRC/);
  });
  it('reads the bills timings', () => {
    expect(loadConfig({}).bills).toEqual({ recheckSeconds: 30, billerPendingSeconds: 30 });
    expect(loadConfig({ BILLS_RECHECK_SECONDS: '2', BILLER_PENDING_SECONDS: '3' }).bills).toEqual({ recheckSeconds: 2, billerPendingSeconds: 3 });
    expect(() => loadConfig({ BILLS_RECHECK_SECONDS: '0' })).toThrow(/BILLS_RECHECK_SECONDS/);
    expect(() => loadConfig({ BILLER_PENDING_SECONDS: 'soon' })).toThrow(/BILLER_PENDING_SECONDS/);
  });
  it('explains a bad value instead of starting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });
});
