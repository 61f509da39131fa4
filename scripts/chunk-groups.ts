/**
 * How the build groups modules into files (vite.config.ts, Rolldown's `codeSplitting.groups`).
 *
 * On 3G over HTTP/1.1 a phone fetches six files at a time, each a round trip of its own: dozens of
 * 0.1–15 KB files cost more than their bytes, and compress worse apart than together. Left to
 * itself the bundler made one file per shared piece; a first visit to booking status fetched
 * thirty, and the worker's install fetched the rest of its first tier (scripts/precache-tiers.ts)
 * the same way: the app worked offline after 16.4 s on Slow 3G, past issue 11's 15 s.
 *
 * A group takes the modules its `test` matches and everything they import that no group of a
 * higher priority took (Rolldown's default). So each test names files, not folders: a folder would
 * carry its lazy parts (a modal, a date picker) into the pages that load the group at once.
 * Merging every lazy chunk was tried too: it put other pages' code on the home page (+11 to +33 KB
 * gzip). scripts/chunk-groups.test.ts pins where the modules that matter land.
 */
export type ChunkGroup = { name: string; test?: RegExp; tags?: '$initial'[]; priority: number };

/** Everything the first page needs: the entry and what it imports statically. */
const INITIAL: ChunkGroup = { name: 'app', tags: ['$initial'], priority: 30 };

/**
 * The small pieces most pages share, the home page among them: Mantine's inputs, tabs and small
 * hooks, React Query, the API client, dates, naira amounts, terminal and booking calls. ~20 KB gzip
 * that home loads anyway.
 */
const SHARED: ChunkGroup = {
  name: 'app',
  test: new RegExp(
    [
      /node_modules\/@mantine\/core\/esm\/(components\/(Input|InputBase|NativeSelect|TextInput|Tabs|Card|Alert|Combobox\/ComboboxChevron)\/|core\/|utils\/)/,
      /node_modules\/@mantine\/hooks\/esm\/(use-merged-ref|use-window-event|use-debounced-callback|utils\/use-callback-ref)\//,
      /node_modules\/@tanstack\/(react-query|query-core)\//,
      /\/src\/api\//,
      /\/contract\/(calls\/settings|calls\/booking|dates|history)\.ts/,
      /\/src\/ui\/(no-connection|reference-input|detail-list)\./,
      /\/src\/lib\/(naira|clock-time)\./,
      /\/src\/entities\/(booking\/seat-actions|payment\/pending-payment|terminals\/terminal-queries)\./,
      /\/src\/features\/booking\/api\/query-keys\./,
    ]
      .map((part) => part.source)
      .join('|'),
  ),
  priority: 20,
};

/** Modals, drawers, popovers and scroll areas with what they stand on (~26 KB gzip): forms, tickets and menus share them. */
const OVERLAYS: ChunkGroup = {
  name: 'overlays',
  test: /node_modules\/@mantine\/core\/esm\/components\/(Modal|ModalBase|FocusTrap|Overlay|Portal|ScrollArea|VisuallyHidden)\/|node_modules\/(@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)\/|\/src\/ui\/overlay-styles\./,
  priority: 15,
};

/** Lists and badges, with their stylesheets: tickets and the content pages share them. */
const LISTS: ChunkGroup = { name: 'lists', test: /node_modules\/@mantine\/core\/(esm\/components\/(List|Badge)\/|styles\/(List|Badge)\.css)/, priority: 15 };

/** What only My tickets, booking status and the ticket views load: the pages that must open offline at once. */
const OFFLINE_FIRST: ChunkGroup = {
  name: 'offline-first',
  test: /\/src\/routes\/(my-tickets|bookingStatus)\.tsx\?tsr-split=|\/src\/features\/(tickets|checkin)\/|\/src\/entities\/ticket\/|\/src\/entities\/booking\/(booking-lookup|check-in-notice)\.|\/src\/offline\/(ticket-vault|use-storage-persisted|ticket-storage-notice)\.|\/src\/ui\/ticket-qr\.|\/contract\/(tickets|departure)\.ts/,
  priority: 10,
};

/** Home's route (component and loader, which the router splits apart) and what only it imports. */
const HOME: ChunkGroup = {
  name: 'home',
  test: /\/src\/routes\/index\.tsx\?tsr-split=|\/src\/features\/booking\/(components\/home-page|popular\/popular-routes-slot|search\/(search-form-state|seat-search-form|flight-partner|search-hero)|api\/get-popular-routes)\.|\/src\/ui\/date-field\./,
  priority: 10,
};

/** The phone's menu, which must work offline from the first visit, with the drawer it opens in. */
const SHELL_LATER: ChunkGroup = {
  name: 'shell-later',
  test: /\/src\/ui\/shell\/mobile-nav\.tsx$|node_modules\/@mantine\/core\/esm\/components\/Drawer\//,
  priority: 10,
};

/**
 * The shell's notices ('Ready to work offline' on every first visit, a form sent from the outbox, a
 * session ended): apart from the drawer, whose modal code (the overlays, ~26 KB gzip) they do not need.
 */
const TOASTS: ChunkGroup = {
  name: 'toasts',
  test: /\/src\/(offline\/(update-toast|use-auto-close)|entities\/payment\/during-payment|ui\/toast|ui\/toast-styles)\.tsx?$|node_modules\/@mantine\/core\/(esm\/components\/Notification\/|styles\/Notification\.css)/,
  priority: 10,
};

export const CHUNK_GROUPS: ChunkGroup[] = [INITIAL, SHARED, OVERLAYS, LISTS, OFFLINE_FIRST, HOME, SHELL_LATER, TOASTS];

/** The group a module would go to by its own id (its importers aside), for the tests. */
export function groupOf(moduleId: string): string | undefined {
  return [...CHUNK_GROUPS].sort((a, b) => b.priority - a.priority).find((group) => group.test?.test(moduleId))?.name;
}
