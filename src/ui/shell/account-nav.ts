import type { LinkProps } from '@tanstack/react-router';

export type AccountNavItem = { label: string; to: NonNullable<LinkProps['to']>; signedInOnly: boolean };

/**
 * Side navigation of the signed-in area (spec 1 §2): Dashboard, Wallet, Booking history and
 * Bills Payment only for a signed-in user; Help & Support, Referral and Setting always.
 */
export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', signedInOnly: true },
  { label: 'Wallet', to: '/profile', signedInOnly: true },
  { label: 'Booking history', to: '/bookinghistory', signedInOnly: true },
  { label: 'Bills Payment', to: '/bills-payment', signedInOnly: true },
  { label: 'Help & Support', to: '/support', signedInOnly: false },
  { label: 'Referral', to: '/referral', signedInOnly: false },
  { label: 'Setting', to: '/setting', signedInOnly: false },
];

export const accountNavItems = (signedIn: boolean) => ACCOUNT_NAV.filter((item) => signedIn || !item.signedInOnly);
