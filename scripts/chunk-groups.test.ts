import { describe, expect, it } from 'vitest';
import { groupOf } from './chunk-groups';

const at = (path: string) => `/repo/${path}`;

describe('chunk groups', () => {
  it('puts what the offline-first pages need in few files', () => {
    expect(groupOf(at('src/routes/bookingStatus.tsx?tsr-split=component'))).toBe('offline-first');
    expect(groupOf(at('src/routes/my-tickets.tsx?tsr-split=component'))).toBe('offline-first');
    expect(groupOf(at('src/features/tickets/components/bus-ticket-modal.tsx'))).toBe('offline-first');
    expect(groupOf(at('src/offline/ticket-vault.ts'))).toBe('offline-first');
    expect(groupOf(at('node_modules/@mantine/core/esm/components/Modal/Modal.mjs'))).toBe('overlays');
    expect(groupOf(at('node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs'))).toBe('overlays');
    expect(groupOf(at('src/ui/overlay-styles.ts'))).toBe('overlays');
    expect(groupOf(at('src/offline/update-toast.tsx'))).toBe('toasts');
    expect(groupOf(at('src/ui/shell/mobile-nav.tsx'))).toBe('shell-later');
    expect(groupOf(at('src/routes/index.tsx?tsr-split=loader'))).toBe('home');
  });

  it('keeps pieces other pages import out of the groups that would drag the rest with them', () => {
    // Content pages use lists and clock times: they must not load the tickets' code for it.
    expect(groupOf(at('node_modules/@mantine/core/styles/List.css'))).toBe('lists');
    expect(groupOf(at('src/lib/clock-time.ts'))).toBe('app');
    // Route prices reads terminals: it must not load the home page for it.
    expect(groupOf(at('src/entities/terminals/terminal-queries.ts'))).toBe('app');
  });

  it("keeps the toasts apart from the drawer: 'Ready to work offline' must not load the modals' code", () => {
    expect(groupOf(at('node_modules/@mantine/core/esm/components/Notification/Notification.mjs'))).toBe('toasts');
    expect(groupOf(at('src/ui/toast.tsx'))).toBe('toasts');
    expect(groupOf(at('node_modules/@mantine/core/esm/components/Drawer/Drawer.mjs'))).toBe('shell-later');
  });

  it('names files, not folders: a lazy part of home or of the tickets stays out of their first load', () => {
    expect(groupOf(at('src/ui/date-picker-modal.tsx'))).toBeUndefined();
    expect(groupOf(at('src/features/booking/popular/book-now-modal.tsx'))).toBeUndefined();
    expect(groupOf(at('src/offline/outbox-page.tsx'))).toBeUndefined();
    // The bills load only on their routes, lazily.
    expect(groupOf(at('src/routes/bills-payment.tsx?tsr-split=component'))).toBeUndefined();
    expect(groupOf(at('src/features/bills/components/bills-page.tsx'))).toBeUndefined();
    expect(groupOf(at('src/entities/wallet/use-wallet.ts'))).toBeUndefined();
  });
});
