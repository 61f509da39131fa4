import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AfterHydration } from '@/app/after-hydration';
import { OfflineBanner } from '@/offline/network-status';
import { OutboxStatus } from '@/offline/outbox-status';
import { UpdatePrompt } from '@/offline/update-prompt';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame every route renders in: skip link, header, main landmark, footer and banners. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <a href="#main" className="skip-link">Skip to content</a>
      <SiteHeader />
      <AfterHydration>
        <OfflineBanner />
      </AfterHydration>
      {/* At least a screen tall: the footer starts below the first screen, so a page whose content
          arrives after its first paint (a list, a saved ticket) grows without moving it in view. */}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, minHeight: '100dvh', outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
      {/* The service worker's notices float at the bottom of the screen, and keep their place at
          the end of the page: coming and going, they never move it (no layout shift). */}
      <AfterHydration>
        <CookieBanner />
        <UpdatePrompt />
        <OutboxStatus />
      </AfterHydration>
    </Box>
  );
}
