/** A stylesheet link as Vite and the prerender write it: `<link rel="stylesheet" crossorigin href="/assets/…css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="\/(assets\/[^"?#]+\.css)">/g;

/** What marks a stylesheet link whose rules are inlined (a type that is not CSS is never fetched). */
export const INLINED_LINK_ATTRIBUTES = 'type="text/x-inlined" disabled';

/**
 * A prerendered page as a visit without the service worker gets it: each stylesheet's rules in a
 * `<style>` of their own, so the browser paints the HTML as soon as it has it, without one more
 * round trip per stylesheet on 3G before anything shows.
 *
 * The link stays, with a type no browser styles with and `disabled` (never fetched, never
 * applied; Chromium 150 fetches a link that is only `disabled`): Vite's loader skips a stylesheet whose
 * link is in the page, so a chunk that needs it later does not fetch it again and append it after
 * the stylesheets that override it. The service worker precaches the pages as they are on disk,
 * with their links: from its cache the files cost no round trip, and each is stored once.
 * A stylesheet that cannot be read, or that would end the `<style>`, stays a plain link.
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, crossorigin: string | undefined, path: string) => {
    const css = readAsset(path);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet"${crossorigin ?? ''} href="/${path}" ${INLINED_LINK_ATTRIBUTES}>`;
  });
}
