import type { ReactNode } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { PasswordPanel } from './password-panel';
import { ProfilePanel } from './profile-panel';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';

type Props = {
  tab: SettingsTab;
  onTab: (tab: SettingsTab) => void;
  /** The wallet's two PIN tabs, from the wallet feature (the route composes them). */
  changePin: ReactNode;
  resetPin: ReactNode;
};

const isTab = (value: string | null): value is SettingsTab => (SETTINGS_TABS as readonly (string | null)[]).includes(value);

/** /setting (spec 1 §2 Settings): Profile, Change Password, Change Wallet PIN and Reset Wallet Pin. */
export function SettingsPage({ tab, onTab, changePin, resetPin }: Props) {
  return (
    <Stack gap="lg">
      <Title order={1}>Settings</Title>
      <Tabs value={tab} onChange={(value) => onTab(isTab(value) ? value : 'profile')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="password">Change Password</Tabs.Tab>
          <Tabs.Tab value="change-pin">Change Wallet PIN</Tabs.Tab>
          <Tabs.Tab value="reset-pin">Reset Wallet Pin</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfilePanel />
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="lg">
          <PasswordPanel />
        </Tabs.Panel>
        <Tabs.Panel value="change-pin" pt="lg">
          {changePin}
        </Tabs.Panel>
        <Tabs.Panel value="reset-pin" pt="lg">
          {resetPin}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
