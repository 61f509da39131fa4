import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProgressing } from './deadline';

const STALL_MS = 300;
let server: Server;
let origin = '';
const open: Set<NodeJS.Timeout> = new Set();
const later = (ms: number, run: () => void) => open.add(setTimeout(run, ms));

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/no-answer') return; // the headers never come
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.write('a');
    // Slow but steady: a part every STALL_MS / 3, for twice the stall deadline in all.
    if (req.url === '/slow') for (let i = 1; i <= 6; i++) later((i * STALL_MS) / 3, () => (i === 6 ? res.end('z') : res.write('b')));
    // One part, then nothing: the link stalled mid-file.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  open.forEach(clearTimeout);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a file a page waits on', () => {
  it('comes in full from a slow link that keeps sending, past the deadline in total', async () => {
    const started = Date.now();
    const response = await fetchProgressing(`${origin}/slow`, STALL_MS);
    expect(await response.text()).toBe('abbbbbz');
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(Date.now() - started).toBeGreaterThan(STALL_MS);
  });

  it('is given up when the body stops coming, and when the answer never starts', async () => {
    await expect(fetchProgressing(`${origin}/stalls`, STALL_MS)).rejects.toThrow(/Nothing received for 300 ms/);
    await expect(fetchProgressing(`${origin}/no-answer`, STALL_MS)).rejects.toThrow(/Nothing received for 300 ms/);
  });
});
