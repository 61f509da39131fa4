import '@/ui/overlay-styles';
import { Anchor, Button, Drawer, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DO_FREELY, GHANA_BOOKING, MOVE_FREELY, MY_TICKETS, ROUTE_PRICE, type NavItem } from './nav-links';
import classes from './site-header.module.css';

/** The phone's menu: a drawer from the right, loaded the first time the burger is tapped (site-header.tsx). */
export function MobileNav({ opened, onClose, signedIn }: { opened: boolean; onClose: () => void; signedIn: boolean }) {
  const link = (item: NavItem) => (
    <Anchor key={item.label} component={Link} to={item.to} onClick={onClose} className={classes.drawerLink}>
      {item.label}
    </Anchor>
  );
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" hiddenFrom="md" size="xs" position="right">
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
        {signedIn ? null : <Button component={Link} to="/entry" onClick={onClose}>Sign In / Sign Up</Button>}
      </Stack>
    </Drawer>
  );
}
