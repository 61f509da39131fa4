import { useState, useSyncExternalStore } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COOKIE_CONSENT_DAYS } from '@contract/limits';
import { cookieString, readCookie } from '@/lib/cookies';
import classes from './cookie-banner.module.css';

export const CONSENT_COOKIE = 'freely_cookie_consent';

const noChange = () => () => undefined;
const agreedBefore = () => readCookie(CONSENT_COOKIE) === 'yes';

/**
 * Spec 1 §2: consent banner with 'I agree' (a 150-day cookie) and a link to the terms. Not in the
 * prerendered page: it shows once the app runs (its button needs it), so a traveller who agreed
 * before never sees it flash.
 */
export function CookieBanner() {
  const agreedEarlier = useSyncExternalStore(noChange, agreedBefore, () => true);
  const [agreedNow, setAgreed] = useState(false);
  if (agreedEarlier || agreedNow) return null;
  const agree = () => {
    document.cookie = cookieString(CONSENT_COOKIE, 'yes', COOKIE_CONSENT_DAYS);
    setAgreed(true);
  };
  return (
    <Paper role="region" aria-label="Cookie consent" shadow="lg" p="md" className={classes.banner}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" className={classes.text}>
          We use cookies to keep you signed in and to improve your trips. By using this site you agree to our{' '}
          <Anchor component={Link} to="/Terms-and-Conditions">terms</Anchor>.
        </Text>
        <Button onClick={agree}>I agree</Button>
      </Group>
    </Paper>
  );
}
