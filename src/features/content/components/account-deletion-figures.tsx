import { Box, SimpleGrid, Text } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { MockBar, MockLabel, PhoneMock } from './phone-mock';

function SignInScreen() {
  return (
    <>
      <Text fz={10} fw={700} c="dark.7">
        {COMPANY.name}
      </Text>
      <Text fz={9} c="dimmed">
        Sign In
      </Text>
      <MockBar h={14} />
      <MockBar h={14} />
      <MockLabel bg="blue.8" c="white">
        Sign In
      </MockLabel>
    </>
  );
}

function ProfileMenuScreen() {
  return (
    <>
      <Box w={28} h={28} bg="gray.3" style={{ borderRadius: '50%' }} />
      <MockBar w="70%" />
      <MockLabel bg="blue.1" c="blue.9">
        Profile
      </MockLabel>
      <MockLabel>Wallet</MockLabel>
      <MockLabel>Booking history</MockLabel>
    </>
  );
}

function ProfileScreen() {
  return (
    <>
      <Text fz={10} fw={700} c="dark.7">
        Profile
      </Text>
      <MockBar />
      <MockBar w="80%" />
      <MockBar w="60%" />
      <Box style={{ marginTop: 'auto' }}>
        <MockLabel bg="red.1" c="red.9">
          Delete account
        </MockLabel>
      </Box>
    </>
  );
}

function ConfirmScreen() {
  return (
    <>
      <MockBar />
      <MockBar w="80%" />
      <Box
        bg="rgba(0, 0, 0, 0.45)"
        p={8}
        style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center' }}
      >
        <Box bg="white" p={8} w="100%" style={{ borderRadius: 6 }}>
          <Text fz={9} fw={700} c="dark.7" mb={4}>
            Delete account?
          </Text>
          <Text fz={8} c="dimmed" mb={6}>
            This cannot be undone.
          </Text>
          <Box style={{ display: 'flex', gap: 4 }}>
            <MockLabel>Cancel</MockLabel>
            <MockLabel bg="red.9" c="white">
              Delete
            </MockLabel>
          </Box>
        </Box>
      </Box>
    </>
  );
}

const STEPS = [
  { caption: 'Sign in to the app', Screen: SignInScreen },
  { caption: 'Open your profile', Screen: ProfileMenuScreen },
  { caption: 'Tap Delete account', Screen: ProfileScreen },
  { caption: 'Confirm in the popup', Screen: ConfirmScreen },
] as const;

/** The four drawn "screenshots" of the in-app account deletion steps. */
export function AccountDeletionFigures() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {STEPS.map(({ caption, Screen }, index) => (
        <PhoneMock key={caption} step={index + 1} caption={caption}>
          <Screen />
        </PhoneMock>
      ))}
    </SimpleGrid>
  );
}
