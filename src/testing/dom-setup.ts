import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Set-up file of the component tests (vitest.config.ts): what Mantine needs and jsdom lacks, React's act() environment,
// and a clean page after each test (Testing Library cleans up by itself only where the test globals are on).
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;
window.scrollTo = () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false, media: query, onchange: null,
  addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});
