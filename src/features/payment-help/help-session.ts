/** The contact proven on this page and its token, in memory only: a reload, or 15 minutes, asks for a new code. */
export type HelpSession = { contact: string; token: string; expiresAt: number };

let held: HelpSession | null = null;

export const helpSession = {
  /** The session while its token is good (a minute of margin for the clocks and the way there). */
  get: (now = Date.now()): HelpSession | null => (held && held.expiresAt - 60_000 > now ? held : null),
  set(session: HelpSession) {
    held = session;
  },
  clear() {
    held = null;
  },
};
