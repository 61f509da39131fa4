import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from '../../contract/early-input';
import { PAINT_FIRST_SCRIPT } from '../../contract/paint-first';
import { TICKET_FIRST_SCRIPT } from '../../contract/ticket-first';
import type { Config } from '../config';

export type SecurityHeaderSettings = Pick<Config, 'sandbox'> & Partial<Pick<Config, 'publicUrl' | 'csp' | 'auth'>>;

/** Google Identity Services, as Google documents its CSP (only when GOOGLE_CLIENT_ID is set). */
const GSI = { script: 'https://accounts.google.com/gsi/client', style: 'https://accounts.google.com/gsi/style', frame: 'https://accounts.google.com/gsi/' };

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The two inline scripts index.html carries, allowed by their hashes and by nothing else. */
export const EARLY_INPUT_HASH = hashOf(EARLY_INPUT_SCRIPT);
export const PAINT_FIRST_HASH = hashOf(PAINT_FIRST_SCRIPT);
export const TICKET_FIRST_HASH = hashOf(TICKET_FIRST_SCRIPT);

/**
 * Files that are never a document or a worker: CSP, Permissions-Policy and framing rules do
 * nothing on them. Not SVG (opened on its own it is a document that may run script), not .mjs
 * (maplibre's worker, whose CSP governs its fetches), not the web manifest.
 */
export const STATIC_FILE = /^\/(assets|icons|basemap|vehicles)\/[\w.-]+\.(js|css|png|webp|woff2|json|pack)$/;

/**
 * Security headers on every response, by kind:
 * - the app (its pages, SVGs and manifest, the service worker and maplibre's worker, whose own CSP
 *   governs their fetches): a CSP the whole app passes, see appPolicy;
 * - the payment sandboxes' pages (/sandbox/…): no script at all, their inline <style>, forms that
 *   post to themselves, frameable by the app's own widget overlay only;
 * - JSON (/api/…, /healthz): nothing may load or frame it;
 * - a file a page loads (its scripts, styles, images, data: STATIC_FILE): only what a browser
 *   reads on a subresource (nosniff, CORP). A policy for documents on each of the two hundred
 *   files a first visit caches cost 1 KB apiece, a fifth of the bytes on 3G (issue 34).
 * Extra origins (tile server, API bases, flight partner, real providers' widgets) come from
 * CSP_CONNECT_SRC and CSP_FRAME_SRC; Google's from GOOGLE_CLIENT_ID.
 */
export function securityHeaders(config: SecurityHeaderSettings): MiddlewareHandler {
  const connect = config.csp?.connectSrc ?? [];
  const frames = config.csp?.frameSrc ?? [];
  const google = Boolean(config.auth?.googleClientId);
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const common = {
    xContentTypeOptions: 'nosniff',
    // Providers and partners learn our origin, never a path that could carry a booking reference.
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Only over HTTPS (a browser ignores it over HTTP) and without includeSubDomains: the company's
    // other hosts are not ours to pin.
    strictTransportSecurity: https ? 'max-age=15552000' : false,
    // Popups we open keep their opener: Google's sign-in popup posts its answer back, a flight
    // partner's frame may open one. A window that opens us gets no handle on us.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  } as const;
  const permissionsPolicy = {
    // Self check-in asks where the traveller is; payment for the checkout frames; the staff scanner
    // (/staff/scan) reads QR codes with the camera. The app is one document (the service worker
    // replays one index.html for every path), so the camera is allowed to the app's own origin, never
    // to a frame; nothing else.
    geolocation: ['self'],
    payment: ['self', ...frames],
    camera: ['self'],
    microphone: [],
    displayCapture: [],
    usb: [],
    midi: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
  };

  const app = secureHeaders({
    ...common,
    xFrameOptions: 'DENY',
    permissionsPolicy,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Same-origin module scripts and, by their hashes, the inline scripts that hold early taps
      // (contract/early-input.ts), load the app once the page is painted (contract/paint-first.ts)
      // and show a saved ticket before the app runs (contract/ticket-first.ts); no other inline script, no eval.
      scriptSrc: ["'self'", EARLY_INPUT_HASH, PAINT_FIRST_HASH, TICKET_FIRST_HASH, ...(google ? [GSI.script] : [])],
      // Mantine writes <style> tags (theme variables, responsive props) and style attributes at run
      // time. A nonce would have to be new on every
      // response, but the service worker replays one precached index.html for weeks, so it would
      // be neither new nor secret; with scripts locked to 'self', inline style is the lesser risk.
      styleSrc: ["'self'", "'unsafe-inline'", ...(google ? [GSI.style] : [])],
      // maplibre's controls are CSS data: SVGs; it decodes tile and sprite images through blob: URLs
      // where createImageBitmap cannot (older Safari); a tile server's images (CSP_CONNECT_SRC).
      imgSrc: ["'self'", 'data:', 'blob:', ...connect],
      fontSrc: ["'self'"],
      // The API, the basemap data, a tile server or other API bases (CSP_CONNECT_SRC).
      connectSrc: ["'self'", ...connect, ...(google ? [GSI.frame] : [])],
      // The service worker (sw.js) and maplibre's worker (a same-origin .mjs given to setWorkerUrl).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // The payment widget overlay frames the checkout (the sandbox's on our origin); a flight
      // partner or real provider widgets come from CSP_FRAME_SRC.
      frameSrc: ["'self'", ...frames, ...(google ? [GSI.frame] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });

  // Pay and Cancel answer 303 to the app's callback, which is PUBLIC_URL's origin when it is set.
  const callbackOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const sandbox = secureHeaders({
    ...common,
    xFrameOptions: 'SAMEORIGIN',
    permissionsPolicy: { ...permissionsPolicy, geolocation: [] },
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      // The page's own <style> block (its colours vary by provider); no script, no image anywhere.
      styleSrc: ["'unsafe-inline'"],
      formAction: ["'self'", ...(callbackOrigin ? [callbackOrigin] : [])],
      // Framed by the app's widget overlay, which is on the same origin.
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
    },
  });

  const json = secureHeaders({
    ...common,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });

  const file = secureHeaders({
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: common.strictTransportSecurity,
    contentSecurityPolicy: undefined,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

  return (c, next) => {
    const path = c.req.path;
    if (STATIC_FILE.test(path)) return file(c, next);
    if (path.startsWith('/api/') || path === '/api' || path === '/healthz') return json(c, next);
    if (config.sandbox && (path === '/sandbox' || path.startsWith('/sandbox/'))) return sandbox(c, next);
    return app(c, next);
  };
}
