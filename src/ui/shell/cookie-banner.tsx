import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COOKIE_CONSENT_DAYS } from '@contract/limits';
import { cookieString, readCookie } from '@/lib/cookies';
import { useBrowserValue } from '@/lib/use-browser-value';
import classes from './cookie-banner.module.css';

export const CONSENT_COOKIE = 'freely_cookie_consent';

const agreedBefore = () => readCookie(CONSENT_COOKIE) === 'yes';

/**
 * The traveller's first scroll, tap or key press on the page. A tap counts once it is a click: shown
 * on pointerdown, the banner could come up under the finger and take the tap from what was tapped.
 */
const FIRST_USE = ['scroll', 'click', 'keydown'] as const;

/**
 * Spec 1 §2: consent banner with 'I agree' (a 150-day cookie) and a link to the terms. Not in the
 * prerendered page, so a traveller who agreed before never sees it flash; and it comes with the
 * traveller's first scroll, tap or key press rather than by itself a moment after the page has
 * painted: a paragraph arriving late in the first screen would be what the phone (and Lighthouse's
 * Largest Contentful Paint) last waits for.
 */
export function CookieBanner() {
  const agreedEarlier = useBrowserValue(agreedBefore, true);
  const [inUse, setInUse] = useState(false);
  const [agreedNow, setAgreed] = useState(false);
  useEffect(() => {
    if (agreedEarlier || inUse) return;
    const show = () => setInUse(true);
    for (const type of FIRST_USE) window.addEventListener(type, show, { once: true, passive: true });
    return () => FIRST_USE.forEach((type) => window.removeEventListener(type, show));
  }, [agreedEarlier, inUse]);
  if (agreedEarlier || agreedNow || !inUse) return null;
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
