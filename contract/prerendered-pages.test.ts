import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, pageFile, pageForPath, withPage } from './prerendered-pages';

describe('prerendered pages', () => {
  it('names one file per route, home and the not-found page included', () => {
    expect(pageFile('/')).toBe('pages/index.html');
    expect(pageFile('/Faq')).toBe('pages/Faq.html');
    expect(pageFile('/route-prices')).toBe('pages/route-prices.html');
    expect(pageFile(NOT_FOUND_PATH)).toBe('pages/404.html');
  });

  it("gives a path its route's page, the not-found page when it is no route, and none for a route with a parameter", () => {
    const pages = new Set(['pages/index.html', 'pages/Faq.html', 'pages/404.html']);
    expect(pageForPath('/', pages)).toBe('pages/index.html');
    expect(pageForPath('/Faq', pages)).toBe('pages/Faq.html');
    expect(pageForPath('/nope', pages)).toBe('pages/404.html');
    expect(pageForPath('/Faq/', pages)).toBe('pages/404.html');
    expect(pageForPath('/track-bus/abc/def', pages)).toBeUndefined();
    expect(pageForPath('/nope', new Set(['pages/Faq.html']))).toBeUndefined();
  });

  it("puts a route's HTML in the empty #root with the route's id", () => {
    const template = '<body><div id="root"></div></body>';
    expect(withPage(template, '/Faq', '<h1>$&</h1>')).toBe('<body><div id="root" data-prerendered-route="/Faq"><h1>$&</h1></div></body>');
    expect(() => withPage('<body></body>', '/', '')).toThrow(/root/);
  });
});
