import '@/ui/overlay-styles';
import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { COMPANY } from '@/lib/company';

/** 'Yes, I want to be picked up': pick-up is arranged in the mobile app (spec 1 §2). */
export function PickupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Pick Up Service" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text>
          Pick-up from a registered pick-up location is booked in the Freely app, at no additional charge. Get the app to choose where we collect you.
        </Text>
        <Group gap="md">
          <Anchor href={COMPANY.playStoreUrl} target="_blank" rel="noopener">Get it on Google Play</Anchor>
          <Anchor href={COMPANY.appStoreUrl} target="_blank" rel="noopener">Download on the App Store</Anchor>
        </Group>
      </Stack>
    </Modal>
  );
}
