import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { MESSAGES } from '@contract/messages';
import { useSession } from '@/api/session';
import { copyText } from '@/lib/copy-text';

/** How long the button says 'Copied!!!'. */
const COPIED_MS = 3000;

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
            <CopyCodeButton code={code} />
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

function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const reset = useTimeout(() => setCopied(false), COPIED_MS);
  return (
    <Button
      w="fit-content"
      aria-live="polite"
      color={failed ? 'red' : undefined}
      onClick={async () => {
        const ok = await copyText(code);
        setFailed(!ok);
        setCopied(ok);
        if (ok) reset.start();
      }}
    >
      {copied ? MESSAGES.copied : failed ? 'Copy failed: select the code above' : 'Copy'}
    </Button>
  );
}
