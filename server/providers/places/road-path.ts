import { roadRoute, type LatLng } from './road-distance';
import { ROAD_NODES } from './road-network';

/**
 * The way a bus drives between two points on our trunk-road graph (road-distance.ts): the start,
 * the graph's towns and junctions the shortest road passes, and the end. Live tracking draws it on
 * the map and the sandbox's vehicle simulator moves buses along it. Two points no road joins get
 * the straight line between them.
 */
export function roadPath(from: LatLng, to: LatLng): LatLng[] {
  try {
    const { via } = roadRoute(from, to);
    return [from, ...via.map((node) => ({ lat: ROAD_NODES[node][0], lng: ROAD_NODES[node][1] })), to];
  } catch {
    return [from, to];
  }
}
