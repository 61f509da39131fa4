import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../contract/tickets';
import { busAt, pointAlong, SPEED_SWING, type BusPlan } from './motion';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 23, 8) + hours * 3_600_000);
/** Two straight legs, ~111 km each: north, then east. */
const path = [{ lat: 6, lng: 3 }, { lat: 7, lng: 3 }, { lat: 7, lng: 4 }];
const plan: BusPlan = { path, departsAt: at(0), arrivesAt: at(4), distanceKm: 240 };
const pt = (p: { lat: number; lng: number }) => ({ latitude: p.lat, longitude: p.lng });

describe('pointAlong', () => {
  it('walks the path by length', () => {
    expect(pointAlong(path, 0)).toEqual(path[0]);
    expect(pointAlong(path, 1)).toEqual(path[2]);
    const half = pointAlong(path, 0.5);
    expect(distanceKm(pt(half), pt(path[1]!))).toBeLessThan(1);
    expect(pointAlong(path, 0.25).lat).toBeCloseTo(6.5, 1);
    expect(pointAlong(path, 2)).toEqual(path[2]);
  });
});

describe('busAt', () => {
  it('waits at the departure terminal, drives, then stands at the destination', () => {
    expect(busAt(plan, at(-1))).toEqual({ position: path[0], speedKmh: 0, stage: 'waiting' });
    expect(busAt(plan, at(4))).toEqual({ position: path[2], speedKmh: 0, stage: 'arrived' });
    expect(busAt(plan, at(9))).toEqual({ position: path[2], speedKmh: 0, stage: 'arrived' });
    expect(busAt(plan, at(2)).stage).toBe('moving');
  });

  it('is a pure function of the time, always moving forward at a speed around the average', () => {
    expect(busAt(plan, at(1.3))).toEqual(busAt(plan, at(1.3)));
    let covered = -1;
    for (let minute = 0; minute < 240; minute += 5) {
      const state = busAt(plan, at(minute / 60));
      const share = Math.abs(state.position.lat - 6) + Math.abs(state.position.lng - 3);
      expect(share).toBeGreaterThanOrEqual(covered);
      covered = share;
      expect(state.speedKmh).toBeGreaterThanOrEqual(60 * (1 - SPEED_SWING) - 1e-9);
      expect(state.speedKmh).toBeLessThanOrEqual(60 * (1 + SPEED_SWING) + 1e-9);
    }
    // Arrives on time: just before arrival it is all but there.
    expect(distanceKm(pt(busAt(plan, at(3.999)).position), pt(path[2]!))).toBeLessThan(1);
  });
});
