import type { LinkProps } from '@tanstack/react-router';
import { COMPANY } from '@/lib/company';

export type NavItem = { label: string; to: LinkProps['to']; hash?: string };
export type ExternalItem = { label: string; href: string };

/** Spec 1 §2, Shared header: the two menus and the plain links. */
export const MOVE_FREELY: NavItem[] = [
  { label: 'Pick up Service', to: '/Pickupservice' },
  { label: 'Hire a Bus', to: '/hire-vehicle' },
];
export const DO_FREELY: NavItem[] = [
  { label: 'Bills Payment', to: '/paybills' },
  { label: 'Enterprise Partner', to: '/enterprise' },
];
export const ROUTE_PRICE: NavItem = { label: 'Check Route Price', to: '/route-prices' };
/** Beyond the spec: the tickets saved on this device, which open offline (issue 4). */
export const MY_TICKETS: NavItem = { label: 'My tickets', to: '/my-tickets' };
export const GHANA_BOOKING: ExternalItem = { label: 'Ghana Booking', href: COMPANY.ghanaBookingUrl };

/** Spec 1 §2, footer groups. */
export const FOOTER_GROUPS: { title: string; links: (NavItem | ExternalItem)[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/About-Us' },
      { label: 'Team', to: '/About-Us', hash: 'our-team' },
    ],
  },
  {
    title: 'Experience',
    links: [
      { label: 'FAQs', to: '/Faq' },
      { label: 'Suggest Route', to: '/suggest-route' },
      { label: 'Find a Terminal', to: '/Bus-Terminal' },
      { label: 'I paid but have no ticket', to: '/payment-help' },
      { label: 'Blog', href: COMPANY.blogUrl },
    ],
  },
  {
    title: 'Terms',
    links: [
      { label: 'Privacy Policy', to: '/Privacy-Policy' },
      { label: 'Terms & Conditions', to: '/Terms-and-Conditions' },
    ],
  },
];

export const isExternal = (item: NavItem | ExternalItem): item is ExternalItem => 'href' in item;
