import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useSession } from '@/api/session';
import { accountNavItems } from './account-nav';
import classes from './account-layout.module.css';

/** The side navigation of the signed-in area; the current page's link is marked. */
export function AccountNav() {
  const signedIn = useSession() !== null;
  const pathname = useLocation({ select: (l) => l.pathname });
  const nav = useRef<HTMLElement>(null);
  // On a phone the links scroll sideways: bring the current page's into view.
  useEffect(() => {
    const el = nav.current;
    const active = [...(el?.querySelectorAll('a') ?? [])].find((a) => a.getAttribute('href') === pathname);
    if (el && active && el.scrollWidth > el.clientWidth) el.scrollLeft = active.offsetLeft - el.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav ref={nav} aria-label="Account" className={classes.nav}>
      {accountNavItems(signedIn).map((item) => (
        <Link key={item.label} to={item.to} className={classes.link} activeOptions={{ exact: true, includeSearch: false }}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

/** Pages of the signed-in area (/dashboard, /setting, /bookinghistory, /support, /referral, /profile): side navigation and the page. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="lg">
      <div className={classes.layout}>
        <AccountNav />
        <div className={classes.content}>{children}</div>
      </div>
    </Container>
  );
}
