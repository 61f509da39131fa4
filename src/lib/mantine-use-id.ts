import { useId as useReactId } from 'react';

/**
 * Mantine's useId (@mantine/hooks), as the build uses it (scripts/mantine-stable-ids.ts): React's
 * own id, the same in the prerendered HTML and in the browser. Mantine's switches every input,
 * tab list and accordion to a random id in a layout effect after mounting, a state update that
 * re-rendered every form field of a page synchronously just after it hydrated (a 140 ms task at
 * 4× CPU on /), for ids that React's own already keep unique.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
