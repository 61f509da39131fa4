import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

const assets: Record<string, string> = { 'assets/index-a.css': 'body{margin:0}', 'assets/Faq-b.css': '.q{color:red}', 'assets/odd-c.css': 'a::after{content:"</style>"}' };
const read = (path: string) => assets[path];

describe('inlineStylesheets', () => {
  it("puts each stylesheet's rules in the page, and keeps its link, of a type never fetched, so Vite's loader does not fetch it again", () => {
    const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" crossorigin href="/assets/Faq-b.css"></head>';
    expect(inlineStylesheets(page, read)).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-a.css" type="text/x-inlined" disabled>' +
        '<style>.q{color:red}</style><link rel="stylesheet" crossorigin href="/assets/Faq-b.css" type="text/x-inlined" disabled></head>',
    );
  });

  it('leaves a link as it is when its file cannot be read or would end the <style>', () => {
    const page = '<link rel="stylesheet" crossorigin href="/assets/gone-d.css"><link rel="stylesheet" crossorigin href="/assets/odd-c.css">';
    expect(inlineStylesheets(page, read)).toBe(page);
  });

  it('touches nothing else: other links, other origins', () => {
    const page = '<link rel="manifest" href="/manifest.webmanifest"><link rel="stylesheet" href="https://accounts.google.com/gsi/style">';
    expect(inlineStylesheets(page, read)).toBe(page);
  });
});
