import * as v from 'valibot';
import { ROUTE_ARROW } from './limits';

/**
 * A route's two terminals by name, sent beside its 'Departure ==> Destination' routeName (spec 1
 * §3 names both) in every answer that names a route, so nothing splits the route name to show
 * them. Optional on the wire only so that an answer from before they were sent (a list the
 * service worker kept, a trip in a booking draft) still reads: withTerminalNames fills them.
 */
export const terminalNameEntries = {
  departureTerminalName: v.optional(v.string()),
  destinationTerminalName: v.optional(v.string()),
};

type Names = { departureTerminalName: string; destinationTerminalName: string };
type Named = { routeName: string } & Partial<Names>;

/** The names as sent; for an answer from before they were, read once from its routeName. */
export function withTerminalNames<T extends Named>(answer: T): Omit<T, keyof Names> & Names {
  const { departureTerminalName, destinationTerminalName } = answer;
  if (departureTerminalName !== undefined && destinationTerminalName !== undefined) return { ...answer, departureTerminalName, destinationTerminalName };
  const at = answer.routeName.indexOf(ROUTE_ARROW);
  const before = at < 0 ? answer.routeName : answer.routeName.slice(0, at);
  const after = at < 0 ? '' : answer.routeName.slice(at + ROUTE_ARROW.length);
  return { ...answer, departureTerminalName: departureTerminalName ?? before.trim(), destinationTerminalName: destinationTerminalName ?? after.trim() };
}
