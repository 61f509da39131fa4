/**
 * How long the app waits for an answer before it treats the link as stalled (issue 11: no wait
 * without an end). A request past its deadline fails like one with no signal, so every screen
 * shows 'No connection' with Try again, within 10 s of the tap at most.
 */
export const DEADLINE_MS = {
  /** A read (GET, or a POST that only searches): small answers; 8 s leaves the screen 2 s to say so. */
  read: 8_000,
  /**
   * A write: the server may hold a transaction or call a provider, and a write given up too soon
   * leaves the traveller unsure it happened, so it gets the whole 10 s.
   */
  write: 10_000,
  /**
   * The session renewal: every call that met a 401 waits behind it, so it ends as soon as a read
   * does (the issue demands ≤ 10 s; it used to wait 15 s).
   */
  refresh: 8_000,
} as const;

/**
 * A multipart upload also needs the time its bytes take on a poor uplink: 25 KB/s (200 kbps, half
 * of Slow 3G's 400 kbps, what a weak 3G uplink keeps up). A fixed 10 s would fail every photo
 * over ~250 KB on such a link however healthy it is; the answer itself still has the write's 10 s.
 */
export const UPLOAD_BYTES_PER_SECOND = 25_000;

/** What a call does, for its deadline: by default GET reads and every other method writes. */
export type RequestKind = 'read' | 'write';

/** The deadline of a multipart upload of `bytes`. */
export const uploadDeadlineMs = (bytes: number) => DEADLINE_MS.write + Math.ceil((bytes / UPLOAD_BYTES_PER_SECOND) * 1000);

/** The bytes a multipart body sends, near enough (files by size, fields as UTF-8). */
export function formDataBytes(form: FormData): number {
  let bytes = 0;
  for (const [name, value] of form.entries()) {
    bytes += new Blob([name]).size + (typeof value === 'string' ? new Blob([value]).size : value.size);
  }
  return bytes;
}

/** A request's deadline joined to the caller's own signal (a screen that leaves, React Query's cancel). */
export type Deadline = {
  signal: AbortSignal;
  /** The deadline passed (not the caller's abort): the link is stalled. */
  expired: () => boolean;
  /** The caller gave up: its AbortError is passed on as it is. */
  cancelled: () => boolean;
};

function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}

/** AbortSignal.any, or its equivalent where it is missing (Chrome < 116, Safari < 17.4). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}

/** Starts a deadline of `ms` now, joined to `caller` when given. */
export function startDeadline(ms: number, caller?: AbortSignal): Deadline {
  const timeout = timeoutSignal(ms);
  return {
    signal: caller ? anySignal([caller, timeout]) : timeout,
    cancelled: () => caller?.aborted === true,
    expired: () => timeout.aborted && caller?.aborted !== true,
  };
}
