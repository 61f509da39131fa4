import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_TEMPLATE_ID, loadAfterPaint, paintFirst, PAINT_FIRST_SCRIPT } from './paint-first';

const built = '<head><script type="module" crossorigin src="/assets/app-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/r-b.js">\n<link rel="stylesheet" href="/assets/i.css"></head>';

describe('paint first', () => {
  it("moves index.html's module script and preloads into the template, keeps its stylesheet, and adds the script that loads them", () => {
    const html = paintFirst(built);
    expect(html).toBe(
      `<head><link rel="stylesheet" href="/assets/i.css"><template id="${AFTER_PAINT_TEMPLATE_ID}"><script type="module" crossorigin src="/assets/app-a.js"></script>` +
        `<link rel="modulepreload" crossorigin href="/assets/r-b.js"></template><script>${PAINT_FIRST_SCRIPT}</script></head>`,
    );
  });

  it('adds a route’s preloads inside the template, and refuses a page without one or a build without a module script', () => {
    const html = loadAfterPaint(paintFirst(built), ['<link rel="modulepreload" href="/assets/faq-c.js">']);
    const template = new RegExp(`<template id="${AFTER_PAINT_TEMPLATE_ID}">(.*?)</template>`).exec(html)?.[1] ?? '';
    // The app's entry first: it is fetched first.
    expect(template.indexOf('/assets/app-a.js')).toBeGreaterThanOrEqual(0);
    expect(template.indexOf('/assets/faq-c.js')).toBeGreaterThan(template.indexOf('/assets/app-a.js'));
    expect(() => loadAfterPaint('<head></head>', [])).toThrow(/no template/);
    expect(() => paintFirst('<head></head>')).toThrow(/no module script/);
  });
});
