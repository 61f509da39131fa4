import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/api/session';
import { AfterHydration } from '@/app/after-hydration';
import { OptionalPart } from '@/ui/optional-part';
import { DO_FREELY, GHANA_BOOKING, MOVE_FREELY, MY_TICKETS, ROUTE_PRICE, type NavItem } from './nav-links';
import { OutboxLink } from './outbox-link';
import classes from './site-header.module.css';

// What the header opens (its menus, the phone's drawer, a signed-in traveller's avatar menu) loads
// when first wanted: Mantine's menus, drawers and their positioning weigh ~30 KB gzip, more than
// the rest of the header, and the first paint needs none of them.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));
const loadNavMenu = () => import('./nav-menu');
const NavMenu = lazy(() => loadNavMenu().then((m) => ({ default: m.NavMenu })));
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));

type Wanted = { opened: boolean; focused: boolean };

/** A header menu's button; the menu itself (nav-menu.tsx) comes at the first hover, focus or tap. */
function HeaderMenu({ label, items }: { label: string; items: NavItem[] }) {
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const plain = (
    <UnstyledButton
      className={classes.link}
      aria-haspopup="menu"
      onPointerEnter={() => void loadNavMenu()}
      onFocus={() => setWanted((w) => w ?? { opened: false, focused: true })}
      onClick={() => setWanted({ opened: true, focused: true })}
      onMouseEnter={() => setWanted((w) => w ?? { opened: true, focused: false })}
    >
      {label} <span aria-hidden="true">▾</span>
    </UnstyledButton>
  );
  if (!wanted) return plain;
  // A chunk that cannot load (gone after a deploy: the page then reloads onto the new build) leaves the plain button.
  return (
    <OptionalPart fallback={() => plain}>
      <Suspense fallback={plain}>
        <NavMenu label={label} items={items} opened={wanted.opened} focused={wanted.focused} />
      </Suspense>
    </OptionalPart>
  );
}

/** Spec 1 §2, Shared header: logo, two menus, route prices, Ghana link and the session action (Sign In / Sign Up, or the avatar menu). */
export function SiteHeader() {
  // null until the burger is first tapped: the drawer's code is not loaded before.
  const [drawer, setDrawer] = useState<boolean | null>(null);
  const session = useSession();
  const opened = drawer === true;
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" aria-label="Freely home" className={classes.logo}>
          <img src="/logo.svg" alt="Freely" width={112} height={32} />
        </Anchor>
        <Group gap="md" visibleFrom="md" component="nav" aria-label="Main">
          <HeaderMenu label="Move Freely" items={MOVE_FREELY} />
          <HeaderMenu label="Do Freely" items={DO_FREELY} />
          <Anchor component={Link} to={MY_TICKETS.to} className={classes.link}>{MY_TICKETS.label}</Anchor>
          <Anchor component={Link} to={ROUTE_PRICE.to} className={classes.link}>{ROUTE_PRICE.label}</Anchor>
          <Anchor href={GHANA_BOOKING.href} target="_blank" rel="noopener" className={classes.link}>
            {GHANA_BOOKING.label}
          </Anchor>
        </Group>
        <Group gap="xs">
          <AfterHydration>
            <OutboxLink />
          </AfterHydration>
          {session ? (
            <Suspense fallback={<Box w={40} h={40} aria-hidden="true" />}>
              <AvatarMenu user={session.user} />
            </Suspense>
          ) : (
            <Button component={Link} to="/entry" visibleFrom="md">Sign In / Sign Up</Button>
          )}
          <Burger
            opened={opened}
            onPointerDown={() => void loadMobileNav()}
            onClick={() => setDrawer(!opened)}
            hiddenFrom="md"
            aria-label={opened ? 'Close menu' : 'Open menu'}
          />
        </Group>
      </Container>
      {drawer === null ? null : (
        <OptionalPart>
          <Suspense fallback={null}>
            <MobileNav opened={opened} onClose={() => setDrawer(false)} signedIn={session !== null} />
          </Suspense>
        </OptionalPart>
      )}
    </Box>
  );
}
