import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/fixtures/test-db';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { API_BODY_LIMIT } from './body-limit';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import * as onboardingCalls from '../../contract/calls/onboarding';
import * as paymentCalls from '../../contract/calls/payment';
import * as settingsCalls from '../../contract/calls/settings';

/**
 * Issue 10: a body over its route's limit is answered 413 in the envelope before it is read, and
 * the answer says `Connection: close` (it used to say keep-alive and then cut the socket). Over a
 * real socket, with Content-Length and with chunked bodies.
 */

let handle: DbHandle;
let server: ServerType;
let port: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  const app = await createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: true } });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

type Answer = { status: number; headers: Record<string, string>; body: string; bytesSent: number; closedByServer: boolean };

/**
 * Sends the head, then body chunks until the server answers (or `total` bytes are sent), and
 * reads the answer and whether the server then closed the connection.
 */
function upload(path: string, headers: Record<string, string>, chunk: Buffer, total: number, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let bytesSent = 0;
    let answered: Omit<Answer, 'closedByServer'> | undefined;
    const done = () => answered !== undefined || socket.destroyed;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer after sending ${bytesSent} bytes`));
    }, 20_000);

    const head = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
    socket.write(head);
    const pump = () => {
      while (!done() && bytesSent < total) {
        const piece = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
        bytesSent += chunk.length;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', pump);

    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (answered || end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const answerHeaders = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const length = Number(answerHeaders['content-length'] ?? 0);
      if (received.length < end + 4 + length) return;
      answered = { status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body: received.subarray(end + 4, end + 4 + length).toString('utf8'), bytesSent };
    });
    // Writes after the server closed fail with EPIPE/ECONNRESET: expected once it has answered.
    socket.on('error', (error) => {
      if (!answered) reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (answered) resolve({ ...answered, closedByServer: true });
      else reject(new Error(`connection closed without an answer after ${bytesSent} bytes`));
    });
  });
}

const MB = 1024 * 1024;
const envelope = { code: '413', shortDescription: 'The request is too large.', data: null };

describe('body limits over a real socket', () => {
  it('refuses a declared 50 MB JSON body at once: 413 envelope, Connection: close, the body never read', async () => {
    const answer = await upload(sitePath(bookingCalls.createBooking), { 'Content-Type': 'application/json', 'Content-Length': String(50 * MB) }, Buffer.alloc(64 * 1024, 0x20), 50 * MB);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual(envelope);
    expect(answer.bytesSent).toBeLessThan(8 * MB);
    expect(answer.closedByServer).toBe(true);
  });

  it('refuses a chunked body as soon as it passes the limit', async () => {
    const answer = await upload(sitePath(settingsCalls.popularRoutes), { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, Buffer.alloc(16 * 1024, 0x20), 50 * MB, true);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual(envelope);
    expect(answer.bytesSent).toBeLessThan(8 * MB);
    expect(answer.closedByServer).toBe(true);
  });

  it('answers eight concurrent 50 MB uploads without reading them', async () => {
    const before = process.memoryUsage();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? upload(sitePath(onboardingCalls.registerByEmail), { 'Content-Type': 'application/json', 'Content-Length': String(50 * MB) }, Buffer.alloc(64 * 1024, 0x20), 50 * MB)
          : upload(sitePath(paymentCalls.opayConfirm), { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, Buffer.alloc(64 * 1024, 0x20), 50 * MB, true),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(413));
    expect(answers.every((a) => a.headers.connection === 'close' && a.closedByServer)).toBe(true);
    // Each was answered after at most a few MB of its 50 (socket buffers), so 400 MB never arrived.
    expect(answers.reduce((sum, a) => sum + a.bytesSent, 0)).toBeLessThan(8 * 8 * MB);
    const after = process.memoryUsage();
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(100 * MB);
  });

  it('keeps the connection for a body within the limit', async () => {
    const body = Buffer.from(JSON.stringify({ reference: 'NOPE-123456', pad: ' '.repeat(API_BODY_LIMIT - 100) }));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/payment/api/v1/OPay/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        socket.write(body);
      });
      let text = '';
      socket.on('data', (d) => {
        text += d.toString('latin1');
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 (400|404) /);
    expect(answer.toLowerCase()).not.toContain('connection: close');
  });
});
