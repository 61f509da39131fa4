import { distanceKm } from '../../../contract/tickets';
import type { LatLng } from '../../providers/places/road-distance';

/**
 * How the simulator moves a bus: a pure function of the time, so a test can say where a bus is at
 * any moment. Before departure the bus waits at its departure terminal; between departure and the
 * timetable's arrival it drives the road path (server/providers/places/road-path.ts); after, it
 * stands at its destination.
 *
 * On the way its speed swells and eases around the route's average, as traffic does:
 * speed(τ) = average × (1 − A·cos(2πkτ)) over the trip's share of time τ ∈ [0, 1], with k swells.
 * The share of the road covered is that speed's integral, f(τ) = τ − A·sin(2πkτ) / (2πk): it starts
 * at 0, ends exactly at 1 (k whole), and with A < 1 never goes back.
 */
export const SPEED_SWING = 0.25;

/** A bus's plan: the road it drives, when it leaves and is due, and the road's km. */
export type BusPlan = { path: readonly LatLng[]; departsAt: Date; arrivesAt: Date; distanceKm: number };
export type BusState = { position: LatLng; speedKmh: number; stage: 'waiting' | 'moving' | 'arrived' };

const point = (p: LatLng) => ({ latitude: p.lat, longitude: p.lng });

/** The point `share` (0 to 1) of the way along a path, by great-circle length. */
export function pointAlong(path: readonly LatLng[], share: number): LatLng {
  const first = path[0];
  if (!first) throw new Error('An empty path has no points');
  const legs = path.slice(1).map((p, i) => distanceKm(point(path[i]!), point(p)));
  const total = legs.reduce((sum, km) => sum + km, 0);
  let left = Math.min(Math.max(share, 0), 1) * total;
  for (let i = 0; i < legs.length; i++) {
    const km = legs[i]!;
    if (left <= km && km > 0) {
      const a = path[i]!;
      const b = path[i + 1]!;
      const t = left / km;
      return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
    }
    left -= km;
  }
  return path[path.length - 1]!;
}

/** The swells of a trip: about one an hour, at least one. */
const swells = (hours: number) => Math.max(1, Math.round(hours));

/** Where the bus is and how fast it goes at `at`. */
export function busAt(plan: BusPlan, at: Date): BusState {
  const start = plan.departsAt.getTime();
  const end = plan.arrivesAt.getTime();
  const last = plan.path[plan.path.length - 1] ?? plan.path[0]!;
  if (at.getTime() < start) return { position: plan.path[0]!, speedKmh: 0, stage: 'waiting' };
  if (at.getTime() >= end || end <= start) return { position: last, speedKmh: 0, stage: 'arrived' };
  const hours = (end - start) / 3_600_000;
  const k = swells(hours);
  const tau = (at.getTime() - start) / (end - start);
  const angle = 2 * Math.PI * k * tau;
  const share = tau - (SPEED_SWING * Math.sin(angle)) / (2 * Math.PI * k);
  const average = plan.distanceKm / hours;
  return { position: pointAlong(plan.path, share), speedKmh: average * (1 - SPEED_SWING * Math.cos(angle)), stage: 'moving' };
}
