import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/api/session';
import { CopyButton } from '@/ui/copy-button';

/** /referral (spec 1 §2): the user's referral code with Copy ('Copied!!!') and a terms link. */
export function ReferralPage() {
  const session = useSession();
  const code = session?.user.referralCode ?? '';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Referral</Title>
        <Text mt="xs">Invite friends to travel with Freely. They enter your code when they personalise their profile after signing up.</Text>
      </div>
      {code ? (
        <Card withBorder padding="lg" maw={480}>
          <Stack gap="sm">
            <Text fw={600}>Your referral code</Text>
            <Text ff="monospace" fz={28} fw={700} style={{ letterSpacing: '0.12em', userSelect: 'all' }}>
              {code}
            </Text>
            <CopyButton text={code} label="Copy" failedLabel="Copy failed: select the code above" w="fit-content" />
          </Stack>
        </Card>
      ) : session ? (
        <Text c="dimmed">Your referral code will appear here once your profile is complete.</Text>
      ) : (
        <Group gap="sm">
          <Text>Sign in to see your referral code.</Text>
          <Button component={Link} to="/entry" variant="light">Sign In / Sign Up</Button>
        </Group>
      )}
      <Text size="sm">
        Referral rewards follow our <Anchor component={Link} to="/Terms-and-Conditions">Terms & Conditions</Anchor>.
      </Text>
    </Stack>
  );
}
