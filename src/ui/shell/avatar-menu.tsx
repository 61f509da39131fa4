import '@/ui/overlay-styles';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@/api/session';
import { useSignOut } from './sign-out';

export const displayName = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'phoneNumber' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email || user.phoneNumber;

/**
 * Spec 1 §2: a signed-in user's picture (the default one when customerPhoto is '') opening a
 * menu with My Account (/setting) and Logout.
 */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = displayName(user);
  // Kept inside the header (no portal): the name in it then sits in the banner landmark. Opening
  // focuses the first item: Mantine's focus placeholder would be a focusable non-item in the menu.
  return (
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false} shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" aria-haspopup="menu" style={{ borderRadius: '50%' }}>
          <Avatar src={user.customerPhoto || null} alt="" radius="xl" size={40} color="freely" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {/* A span, not a paragraph: a menu may hold only menu items and plain text. */}
          <Text component="span" display="block" size="sm" fw={600} c="dark" truncate="end">{name}</Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/setting">My Account</Menu.Item>
        <Menu.Item onClick={() => void signOut()}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
