import { ROUTE_ARROW } from '@contract/limits';

/** 'Lagos (Jibowu) ==> Abuja (Utako)' → ['Lagos (Jibowu)', 'Abuja (Utako)'] (spec 1 §3). */
export function splitRouteName(routeName: string): { departure: string; arrival: string } {
  const at = routeName.indexOf(ROUTE_ARROW);
  if (at < 0) return { departure: routeName.trim(), arrival: '' };
  return { departure: routeName.slice(0, at).trim(), arrival: routeName.slice(at + ROUTE_ARROW.length).trim() };
}
