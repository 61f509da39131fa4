/**
 * User Timing entries for `npm run bench` (scripts/bench-scan.ts), which watches them with a
 * PerformanceObserver: a decoded QR text to its answer on screen, and each decode. Each name
 * keeps its last entry only, so a shift of scanning does not fill the performance buffer.
 */
export const SCAN_TIMINGS = { answer: 'scan-to-answer', frame: 'qr-frame-decode' } as const;
const DECODED = 'scan-decoded';

const measure = (name: string, options: PerformanceMeasureOptions | string) => {
  performance.clearMeasures(name);
  performance.measure(name, options as PerformanceMeasureOptions);
};

/** A QR text has just been decoded: the answer's clock starts. */
export const markDecoded = () => {
  performance.clearMarks(DECODED);
  performance.mark(DECODED);
};

/** The answer is on screen (called once React has committed it: measured at the next frame). */
export const measureAnswer = () => requestAnimationFrame(() => measure(SCAN_TIMINGS.answer, DECODED));

/** A decode of one camera frame that began at `start` (performance.now()). */
export const measureFrame = (start: number) => measure(SCAN_TIMINGS.frame, { start, end: performance.now() });
