/**
 * A check the server runs every `seconds` (the bills recheck, the hire sweep): one run at a time
 * (a run still going when the next is due is not doubled), a failure logged, and the timer never
 * keeps the process alive. stop() ends the timer and resolves once a run under way has finished,
 * so the database is closed between a run's steps, never mid-query.
 */
export function backgroundJob(name: string, seconds: number, run: () => Promise<unknown>): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .then(() => undefined, (e: unknown) => console.error(`${name} failed`, e))
      .finally(() => { running = undefined; });
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
