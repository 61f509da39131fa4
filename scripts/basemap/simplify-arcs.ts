import type { Topology } from 'topojson-specification';

type Point = [number, number];

/** Perpendicular distance from p to the segment a–b, in degrees (good enough at these scales). */
function distance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSq));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker, iterative so long coastlines cannot overflow the stack. */
export function douglasPeucker(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distance(points[i]!, points[first]!, points[last]!);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst !== -1) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * Decodes a quantized topology into absolute longitude/latitude arcs and simplifies each arc
 * with its own tolerance and precision. Simplifying arcs (not rings) keeps shared borders identical on both
 * sides, so neighbouring countries never show slivers of background between them.
 */
export function simplifyTopology(topology: Topology, toleranceFor: (arcIndex: number) => number, decimalsFor: (arcIndex: number) => number): Topology {
  const { scale, translate } = topology.transform ?? { scale: [1, 1], translate: [0, 0] };
  const arcs = topology.arcs.map((arc, index) => {
    let x = 0;
    let y = 0;
    const absolute = arc.map(([dx, dy]): Point => {
      if (topology.transform) {
        x += dx!;
        y += dy!;
        return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
      }
      return [dx!, dy!];
    });
    const simplified = douglasPeucker(absolute, toleranceFor(index)).map(([lon, lat]): Point => [round(lon, decimalsFor(index)), round(lat, decimalsFor(index))]);
    return simplified.filter((p, i) => i === 0 || p[0] !== simplified[i - 1]![0] || p[1] !== simplified[i - 1]![1]);
  });
  const { transform: _dropped, ...rest } = topology;
  return { ...rest, arcs };
}
