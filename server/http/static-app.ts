import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * The built PWA. Hashed assets are immutable; the shell, manifest and service worker must be
 * revalidated every time or an old app would linger on phones. Unknown app paths get index.html
 * (the client router decides what they are, including its not-found page).
 */
export function staticApp(staticDir: string) {
  const app = new Hono();
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503));
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: staticDir, onFound: (path, c) => {
    if (!path.includes('/assets/')) c.header('Cache-Control', 'no-cache');
  } }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
