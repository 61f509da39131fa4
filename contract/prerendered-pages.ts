/**
 * The prerendered pages (issue 14): `npm run build` renders each route into its own HTML file, and
 * the server and the service worker answer a navigation with the page of its path. One naming
 * rule for the three of them.
 */

/** The unknown path the build renders the not-found page from. */
export const NOT_FOUND_PATH = '/__not-found';

/** Routes with a parameter: no page of their own, the bare shell renders them (never the not-found page). */
export const PARAMETER_ROUTES = [/^\/track-bus\/[^/]+\/[^/]+$/];

/** `/` → `pages/index.html`, `/Faq` → `pages/Faq.html`, the not-found page → `pages/404.html`. */
export function pageFile(path: string): string {
  if (path === NOT_FOUND_PATH) return 'pages/404.html';
  return `pages/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** The page a navigation to `pathname` gets, among the `pages` the build made; undefined: the bare shell. */
export function pageForPath(pathname: string, pages: { has(file: string): boolean }): string | undefined {
  const own = pageFile(pathname);
  if (pages.has(own)) return own;
  if (PARAMETER_ROUTES.some((route) => route.test(pathname))) return undefined;
  const notFound = pageFile(NOT_FOUND_PATH);
  return pages.has(notFound) ? notFound : undefined;
}

/** The marker on `#root` that says which route's HTML it holds: the app hydrates it only on that route. */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';

/** The built index.html with a route's HTML in its `#root`. */
export function withPage(template: string, routeId: string, html: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html lost its empty <div id="root"></div>');
  return template.replace(root, () => `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${routeId}">${html}</div>`);
}
