/* In the app's first load (src/routes/login.tsx parses ?next= with it): no imports. */

/**
 * Where /login may send a signed-in account back to (`/login?next=…`) instead of home: the staff
 * scanner, whose guard sends a signed-out visitor to sign in (issue 19). A list, so a link cannot
 * send anyone elsewhere.
 */
export const RETURN_PATHS = ['/staff/scan'] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];
export const isReturnPath = (value: unknown): value is ReturnPath => RETURN_PATHS.includes(value as ReturnPath);

