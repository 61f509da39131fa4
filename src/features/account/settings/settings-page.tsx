import { Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { PasswordPanel } from './password-panel';
import { ProfilePanel } from './profile-panel';
import type { SettingsTab } from './settings-tabs';

/**
 * /setting (spec 1 §2 Settings): Profile and Change Password. The two wallet PIN tabs are shown
 * but disabled until the wallet exists: the traveller sees where they will be.
 */
export function SettingsPage({ tab, onTab }: { tab: SettingsTab; onTab: (tab: SettingsTab) => void }) {
  return (
    <Stack gap="lg">
      <Title order={1}>Settings</Title>
      <Tabs value={tab} onChange={(value) => onTab(value === 'password' ? 'password' : 'profile')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="password">Change Password</Tabs.Tab>
          <Tabs.Tab value="change-pin" disabled aria-describedby="wallet-pin-note">Change Wallet PIN</Tabs.Tab>
          <Tabs.Tab value="reset-pin" disabled aria-describedby="wallet-pin-note">Reset Wallet Pin</Tabs.Tab>
        </Tabs.List>
        <Text id="wallet-pin-note" size="xs" c="dimmed" mt={6}>Change Wallet PIN and Reset Wallet Pin: Available with your wallet.</Text>
        <Tabs.Panel value="profile" pt="lg">
          <ProfilePanel />
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="lg">
          <PasswordPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
