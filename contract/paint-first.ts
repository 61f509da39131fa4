/**
 * The page's HTML is painted before the app's scripts are fetched (issue 14).
 *
 * A prerendered page is whole without JavaScript. Fetched at once, the app's ~170 KB of scripts
 * share a 3G link with the page's own last bytes, and on a slow phone the browser runs them
 * before it paints: the traveller waits longer for a page that was already there. So the build
 * (vite.config.ts) puts the scripts index.html would load, and the route's preloads the prerender
 * adds, in an inert `<template>`, and this small inline script moves them into the page once it
 * has had its first contentful paint, or at once when `#root` is empty (the bare shell has
 * nothing to paint before the app). Taps and typing meanwhile are held (early-input.ts).
 *
 * Plain JavaScript in a string, like early-input.ts: it goes into the HTML as it is, and the
 * server's CSP allows it by its hash (server/http/security-headers.ts).
 */
import { PRERENDERED_ROUTE_ATTRIBUTE } from './prerendered-pages';

/** The id of the `<template>` holding what is loaded once the page is painted. */
export const AFTER_PAINT_TEMPLATE_ID = 'after-first-paint';

/** The longest it waits for a paint: a page opened in a background tab is painted only when shown. */
export const FIRST_PAINT_WAIT_MS = 1000;

export const PAINT_FIRST_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('${AFTER_PAINT_TEMPLATE_ID}');
    if (!template) return;
    Array.prototype.forEach.call(template.content.children, function (element) {
      var copy = document.createElement(element.tagName);
      Array.prototype.forEach.call(element.attributes, function (attribute) { copy.setAttribute(attribute.name, attribute.value); });
      document.head.appendChild(copy);
    });
  }
  function painted() {
    return performance.getEntriesByName('first-contentful-paint').length > 0;
  }
  function whenPainted() {
    var root = document.getElementById('root');
    if (!root || !root.hasAttribute('${PRERENDERED_ROUTE_ATTRIBUTE}') || painted()) return start();
    setTimeout(start, ${FIRST_PAINT_WAIT_MS});
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') >= 0) {
      var observer = new PerformanceObserver(function () {
        if (painted()) { observer.disconnect(); start(); }
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenPainted);
  else whenPainted();
})();`;

/** Vite's module script and preloads: `<script type="module" …></script>`, `<link rel="modulepreload" …>`. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The built index.html with its scripts moved into the template, and the script that loads them after the first paint. */
export function paintFirst(html: string): string {
  const scripts = (html.match(APP_SCRIPTS) ?? []).map((tag) => tag.trim());
  if (scripts.length === 0) throw new Error('index.html has no module script to load after the first paint');
  return html
    .replace(APP_SCRIPTS, '')
    .replace('</head>', () => `<template id="${AFTER_PAINT_TEMPLATE_ID}">${scripts.join('')}</template><script>${PAINT_FIRST_SCRIPT}</script></head>`);
}

/**
 * A page with more to load after its first paint (a route's module preloads). They go after the
 * app's own script: over HTTP/1.1 a phone fetches six files at a time in the order they are
 * listed, and the app's entry (the biggest file, needed before anything runs) behind a route's
 * thirty small preloads came 4 s later on Slow 3G.
 */
export function loadAfterPaint(html: string, tags: string[]): string {
  const start = html.indexOf(`<template id="${AFTER_PAINT_TEMPLATE_ID}">`);
  const end = start < 0 ? -1 : html.indexOf('</template>', start);
  if (end < 0) throw new Error('the page has no template of what loads after its first paint');
  return html.slice(0, end) + tags.join('') + html.slice(end);
}
