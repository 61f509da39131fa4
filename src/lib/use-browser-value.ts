import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * A fact about this browser that does not change while the page is open (a cookie read once,
 * WebGL, IntersectionObserver): `prerendered` while a prerendered page hydrates, as the build
 * rendered it, then `read()` in the browser.
 */
export const useBrowserValue = <T,>(read: () => T, prerendered: T): T => useSyncExternalStore(noChange, read, () => prerendered);
