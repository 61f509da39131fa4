import { distanceKm } from '../../../contract/tickets';
import { ROAD_NODES, ROADS, type RoadNode } from './road-network';

/**
 * Road distance from the trunk-road graph (road-network.ts), no outside service.
 *
 * Method: a trunk edge is its great-circle length × TRUNK_FACTOR, or its road's own factor
 * (expressways 1.05, Jos Plateau roads 1.3). A place joins the graph by access legs to its nearest
 * node and up to two more nearly as near, each its great-circle length × ACCESS_FACTOR (town
 * streets and minor roads wind more); Dijkstra finds the shortest way between the two places'
 * legs. Two places within LOCAL_KM of each other may also go directly (an access leg's factor).
 * TRUNK_FACTOR was fitted to the published distances in known-road-distances.ts, for the least
 * error on the worst pair: mean absolute error 4.8%, worst 11.4% over 23 city pairs, Lagos–Abuja
 * 743 km against 747 published (the table has each pair's error).
 */
export const TRUNK_FACTOR = 1.15;
export const ACCESS_FACTOR = 1.3;
const ACCESS_NODES = 3;
const ACCESS_SLACK = { ratio: 1.5, km: 10 };
const LOCAL_KM = 50;

export type LatLng = { lat: number; lng: number };

const NODES = Object.keys(ROAD_NODES) as RoadNode[];
const nodePoint = (i: number) => {
  const [latitude, longitude] = ROAD_NODES[NODES[i]!];
  return { latitude, longitude };
};
const toPoint = ({ lat, lng }: LatLng) => ({ latitude: lat, longitude: lng });

/** Each node's neighbours with the edge's km, built once. */
const adjacency: Array<Array<{ to: number; km: number }>> = (() => {
  const index = new Map(NODES.map((n, i) => [n, i]));
  const edges = NODES.map(() => [] as Array<{ to: number; km: number }>);
  for (const road of ROADS) {
    for (let k = 1; k < road.via.length; k++) {
      const a = index.get(road.via[k - 1]!)!;
      const b = index.get(road.via[k]!)!;
      const km = distanceKm(nodePoint(a), nodePoint(b)) * (road.factor ?? TRUNK_FACTOR);
      edges[a]!.push({ to: b, km });
      edges[b]!.push({ to: a, km });
    }
  }
  return edges;
})();

/**
 * Where a place joins the graph: its nearest node, and up to ACCESS_NODES - 1 more that are
 * nearly as near (within ACCESS_SLACK of the nearest's distance), so a town between two nodes can
 * leave either way, while a place at a node is not given a straight line across a lagoon to the next.
 */
function accessLegs(place: LatLng): Array<{ node: number; km: number }> {
  const p = toPoint(place);
  const legs = NODES.map((_, node) => ({ node, km: distanceKm(p, nodePoint(node)) })).sort((a, b) => a.km - b.km);
  const reach = Math.max(legs[0]!.km * ACCESS_SLACK.ratio, legs[0]!.km + ACCESS_SLACK.km);
  return legs.slice(0, ACCESS_NODES).filter((leg) => leg.km <= reach).map(({ node, km }) => ({ node, km: km * ACCESS_FACTOR }));
}

/** Shortest km from the `from` legs to every node, and the node before each (Dijkstra; ~120 nodes, so a plain scan for the next). */
function shortestFrom(legs: Array<{ node: number; km: number }>): { dist: number[]; prev: number[] } {
  const dist = NODES.map(() => Number.POSITIVE_INFINITY);
  const prev = NODES.map(() => -1);
  const done = NODES.map(() => false);
  for (const { node, km } of legs) dist[node] = Math.min(dist[node]!, km);
  for (;;) {
    let u = -1;
    for (let i = 0; i < NODES.length; i++) if (!done[i] && dist[i]! < Number.POSITIVE_INFINITY && (u === -1 || dist[i]! < dist[u]!)) u = i;
    if (u === -1) return { dist, prev };
    done[u] = true;
    for (const { to, km } of adjacency[u]!) {
      if (dist[u]! + km < dist[to]!) {
        dist[to] = dist[u]! + km;
        prev[to] = u;
      }
    }
  }
}

/** The road way between two points: km to 2 decimals (the same point is 0) and the graph nodes it passes. Throws when no road joins them. */
export function roadRoute(from: LatLng, to: LatLng): { km: number; via: RoadNode[] } {
  if (![from.lat, from.lng, to.lat, to.lng].every(Number.isFinite)) throw new Error('A place has no position');
  const straight = distanceKm(toPoint(from), toPoint(to));
  if (straight === 0) return { km: 0, via: [] };
  const { dist, prev } = shortestFrom(accessLegs(from));
  let best = { km: straight <= LOCAL_KM ? straight * ACCESS_FACTOR : Number.POSITIVE_INFINITY, last: -1 };
  for (const { node, km } of accessLegs(to)) if (dist[node]! + km < best.km) best = { km: dist[node]! + km, last: node };
  if (!Number.isFinite(best.km)) throw new Error('No road joins these places');
  const via: RoadNode[] = [];
  for (let n = best.last; n !== -1; n = prev[n]!) via.unshift(NODES[n]!);
  return { km: Math.round(best.km * 100) / 100, via };
}

/** Road km between two points, to 2 decimals. */
export const roadKm = (from: LatLng, to: LatLng): number => roadRoute(from, to).km;
