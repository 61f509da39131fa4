import { lazy, Suspense } from 'react';
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/api/session';
import { DO_FREELY, GHANA_BOOKING, MOVE_FREELY, MY_TICKETS, ROUTE_PRICE, type NavItem } from './nav-links';
import { OutboxLink } from './outbox-link';
import classes from './site-header.module.css';

// Guests (the home page's first load) never download the avatar menu and its Logout.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

function NavMenu({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <Menu trigger="click-hover" position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.link} aria-haspopup="menu">
          {label} <span aria-hidden="true">▾</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function MobileNav({ onNavigate, signedIn }: { onNavigate: () => void; signedIn: boolean }) {
  const link = (item: NavItem) => (
    <Anchor key={item.label} component={Link} to={item.to} onClick={onNavigate} className={classes.drawerLink}>
      {item.label}
    </Anchor>
  );
  return (
    <Stack gap="lg" component="nav" aria-label="Main">
      <Stack gap={4}>
        <Text fw={700} c="dimmed" size="sm">Move Freely</Text>
        {MOVE_FREELY.map(link)}
      </Stack>
      <Stack gap={4}>
        <Text fw={700} c="dimmed" size="sm">Do Freely</Text>
        {DO_FREELY.map(link)}
      </Stack>
      <Stack gap={4}>
        {link(MY_TICKETS)}
        {link(ROUTE_PRICE)}
        <Anchor href={GHANA_BOOKING.href} target="_blank" rel="noopener" className={classes.drawerLink}>
          {GHANA_BOOKING.label}
        </Anchor>
      </Stack>
      {signedIn ? null : <Button component={Link} to="/entry" onClick={onNavigate}>Sign In / Sign Up</Button>}
    </Stack>
  );
}

/** Spec 1 §2, Shared header: logo, two menus, route prices, Ghana link and the session action (Sign In / Sign Up, or the avatar menu). */
export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useSession();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" aria-label="Freely home" className={classes.logo}>
          <img src="/logo.svg" alt="Freely" width={112} height={32} />
        </Anchor>
        <Group gap="md" visibleFrom="md" component="nav" aria-label="Main">
          <NavMenu label="Move Freely" items={MOVE_FREELY} />
          <NavMenu label="Do Freely" items={DO_FREELY} />
          <Anchor component={Link} to={MY_TICKETS.to} className={classes.link}>{MY_TICKETS.label}</Anchor>
          <Anchor component={Link} to={ROUTE_PRICE.to} className={classes.link}>{ROUTE_PRICE.label}</Anchor>
          <Anchor href={GHANA_BOOKING.href} target="_blank" rel="noopener" className={classes.link}>
            {GHANA_BOOKING.label}
          </Anchor>
        </Group>
        <Group gap="xs">
          <OutboxLink />
          {session ? (
            <Suspense fallback={<Box w={40} h={40} aria-hidden="true" />}>
              <AvatarMenu user={session.user} />
            </Suspense>
          ) : (
            <Button component={Link} to="/entry" visibleFrom="md">Sign In / Sign Up</Button>
          )}
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={opened ? 'Close menu' : 'Open menu'} />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="md" size="xs" position="right">
        <MobileNav onNavigate={close} signedIn={session !== null} />
      </Drawer>
    </Box>
  );
}
