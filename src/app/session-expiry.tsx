import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@contract/messages';
import { SESSION_EXPIRED_EVENT } from '@/api/session';
import { accountKeys } from '@/features/account/api/query-keys';
import { ACCOUNT_NOTICE_EVENT, isAccountNotice, type AccountNotice } from '@/features/account/auth/notice';
import { OptionalPart } from '@/ui/optional-part';

const Toast = lazy(() => import('@/ui/toast'));

/** Spec 2 §8: toasts last 4 s. */
const NOTICE_MS = 4000;

/**
 * Mounted once in the root layout. When a refresh fails (src/api/client.ts clears the session and
 * fires SESSION_EXPIRED_EVENT) it says 'Session Expired, Please log in', forgets the account's
 * cached data and goes to /login. It also shows the account screens' notices ('Logged In
 * Successfully' …) that must outlive the screen that raised them.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<AccountNotice | null>(null);

  useEffect(() => {
    const onExpired = () => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      setNotice({ message: MESSAGES.sessionExpired, tone: 'error' });
      void navigate({ to: '/login' });
    };
    const onNotice = (event: Event) => {
      if (isAccountNotice(event)) setNotice(event.detail);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    window.addEventListener(ACCOUNT_NOTICE_EVENT, onNotice);
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      window.removeEventListener(ACCOUNT_NOTICE_EVENT, onNotice);
    };
  }, [navigate, queryClient]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <Toast
          role={notice.tone === 'error' ? 'alert' : 'status'}
          color={notice.tone === 'error' ? 'red' : 'freely'}
          onClose={() => setNotice(null)}
          closeButtonProps={{ 'aria-label': 'Dismiss' }}
          withBorder
          style={{ position: 'fixed', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 400, width: 'min(420px, calc(100vw - 24px))' }}
        >
          {notice.message}
        </Toast>
      </Suspense>
    </OptionalPart>
  );
}
