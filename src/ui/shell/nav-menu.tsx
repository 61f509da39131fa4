import '@/ui/overlay-styles';
import { useEffect, useRef } from 'react';
import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { NavItem } from './nav-links';
import classes from './site-header.module.css';

/**
 * A header menu (Move Freely, Do Freely) once its code is in: the header first shows a plain
 * button (site-header.tsx) and swaps this in at the first hover, focus or tap, opened when a tap
 * asked for it and focused when the plain button had the focus.
 */
export function NavMenu({ label, items, opened, focused }: { label: string; items: NavItem[]; opened: boolean; focused: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  // Kept inside the header (no portal), so its items sit in the banner landmark; opening focuses the
  // first item, as Mantine's focus placeholder would be a focusable non-item inside the menu.
  return (
    <Menu trigger="click-hover" position="bottom-start" withinPortal={false} withInitialFocusPlaceholder={false} defaultOpened={opened}>
      <Menu.Target>
        <UnstyledButton
          ref={target}
          className={classes.link}
          aria-haspopup="menu"
          // A tap on a menu the pointer's hover already opened leaves it open without moving the
          // focus in (Mantine moves it only when the tap is what opens it): move it to the first item.
          onClick={() => requestAnimationFrame(() => dropdown.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus())}
        >
          {label} <span aria-hidden="true">▾</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown ref={dropdown}>
        {items.map((item) => (
          <Menu.Item key={item.label} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
