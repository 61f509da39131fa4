/*
 * The route's search handling is in the app's first load (the home page's budget): the route
 * hands the raw value on, and the page (a lazy chunk) reads it with this.
 */

/**
 * /upgrade?verificationId=…: the invitation id as the link has it (the router reads an id of
 * digits as a number), kept even when malformed so the page can say the link is broken rather
 * than missing; anything else reads as missing.
 */
export function readVerificationId(raw: unknown): string | undefined {
  const verificationId = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().slice(0, 200) : '';
  return verificationId || undefined;
}
