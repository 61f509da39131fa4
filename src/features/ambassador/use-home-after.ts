import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * After a success: home once `ms` have passed (spec 2 §9: 4 s after the upgrade, 3 s after a
 * deletion), unless `leave` does it another way; answers the whole seconds left, for the page to say.
 */
export function useHomeAfter(ms: number, active: boolean, leave?: () => void): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const tick = window.setInterval(() => setLeft(Math.max(0, Math.ceil((ms - (Date.now() - started)) / 1000))), 250);
    const go = window.setTimeout(() => (leave ? leave() : void navigate({ to: '/' })), ms);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(go);
    };
    // `leave` is read once, when the countdown starts.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [active, ms, navigate]);
  return left;
}
