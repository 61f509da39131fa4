import { useEffect, useState } from 'react';

/** Milliseconds until `deadline` (ISO), ticking every second; 0 once passed. */
export function useCountdown(deadline: string | undefined): number | undefined {
  const target = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(target)) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return Number.isNaN(target) ? undefined : Math.max(0, target - now);
}
