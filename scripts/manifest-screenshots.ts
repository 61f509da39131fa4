/** The manifest's screenshots (vite.config.ts), made by scripts/make-screenshots.ts. */
export const MANIFEST_SCREENSHOTS = [
  { path: '/', src: 'screenshots/home-narrow.jpg', sizes: '720x1480', form_factor: 'narrow', label: 'Search intercity bus seats' },
  { path: '/route-prices', src: 'screenshots/route-prices-narrow.jpg', sizes: '720x1480', form_factor: 'narrow', label: 'Route prices between terminals' },
  { path: '/', src: 'screenshots/home-wide.jpg', sizes: '1280x800', form_factor: 'wide', label: 'Search intercity bus seats' },
] as const;
