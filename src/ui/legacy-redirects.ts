/**
 * Old addresses people still have in bookmarks and SMS links, keyed by their last path segment
 * (lower case). The not-found route sends them to today's page instead of a dead end.
 */
export const LEGACY_REDIRECTS: Record<string, string> = {
  home: '/',
  'index.html': '/',
  about: '/About-Us',
  aboutus: '/About-Us',
  team: '/About-Us',
  contact: '/Contact-Us',
  contactus: '/Contact-Us',
  faqs: '/Faq',
  terminals: '/Bus-Terminal',
  'bus-terminals': '/Bus-Terminal',
  pickup: '/Pickupservice',
  hire: '/hire-vehicle',
  'hire-a-bus': '/hire-vehicle',
  privacy: '/Privacy-Policy',
  'booking-status': '/bookingStatus',
  'check-in': '/selfcheckin',
  'route-price': '/route-prices',
  bills: '/paybills',
  partner: '/enterprise',
};

/** Where a legacy path now lives, or undefined when it is simply unknown. */
export function legacyRedirect(pathname: string): string | undefined {
  const last = pathname.split('/').filter(Boolean).pop()?.toLowerCase();
  return last ? LEGACY_REDIRECTS[last] : undefined;
}
