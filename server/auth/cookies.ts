import type { Context } from 'hono';
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SERVICE_BASE } from '../../contract/call';
import { SAVED_TICKET_COOKIE_PATH, savedTicketCookieName } from '../../contract/saved-ticket-cookie';
import { authContext } from './context';
import type { Db } from '../db/client';

/*
 * The long-lived credentials live in cookies page JavaScript cannot read (HttpOnly), sent only
 * to the onboarding service's own paths, never with a request another site starts
 * (SameSite=Strict). Secure wherever the browser accepts it: on https (PUBLIC_URL, the request,
 * or X-Forwarded-Proto behind a trusted proxy) and on loopback, which browsers treat as secure.
 * Plain http to a LAN address (a phone testing a developer's machine) gets them without Secure,
 * or the browser would drop them and nobody could stay signed in.
 */

/** The refresh token (30 days): traded at /Customer/generatenewtoken, ended at /customer/signout. */
export const REFRESH_COOKIE = 'freely_refresh';
/** A phone the account signed in on before (device-cookie.ts): a year. */
export const DEVICE_COOKIE = 'freely_device';

/** Both cookies go to the onboarding service only. */
const COOKIE_PATH = SERVICE_BASE.onboarding;
const DAY_SECONDS = 86_400;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export type CookieSecurity = { publicUrl?: string };

function isSecure(c: Context, db: Db, security: CookieSecurity): boolean {
  if (security.publicUrl?.startsWith('https:')) return true;
  const url = new URL(c.req.url);
  const forwarded = authContext(db).settings.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  if ((forwarded ? `${forwarded}:` : url.protocol) === 'https:') return true;
  return LOOPBACK.test(url.hostname);
}

const options = (c: Context, db: Db, security: CookieSecurity, maxAgeSeconds: number, path: string = COOKIE_PATH): CookieOptions => ({
  path,
  httpOnly: true,
  sameSite: 'Strict',
  secure: isSecure(c, db, security),
  maxAge: Math.round(maxAgeSeconds),
});

export function setRefreshCookie(c: Context, db: Db, security: CookieSecurity, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, options(c, db, security, authContext(db).settings.refreshTokenDays * DAY_SECONDS));
}

export const readRefreshCookie = (c: Context): string | undefined => getCookie(c, REFRESH_COOKIE) || undefined;

export function clearRefreshCookie(c: Context, db: Db, security: CookieSecurity): void {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, secure: isSecure(c, db, security), httpOnly: true, sameSite: 'Strict' });
}

/** Signed (HMAC-SHA256) with a secret only the server holds. */
export function setDeviceCookie(c: Context, db: Db, security: CookieSecurity, value: string, secret: string): Promise<void> {
  return setSignedCookie(c, DEVICE_COOKIE, value, secret, options(c, db, security, 365 * DAY_SECONDS));
}

/** The cookie's value when its signature holds, else undefined. */
export async function readDeviceCookie(c: Context, secret: string): Promise<string | undefined> {
  return (await getSignedCookie(c, secret, DEVICE_COOKIE)) || undefined;
}

/*
 * A booking this browser made (booking-owner.ts): one cookie per booking, named by its reference
 * and holding it, signed, so one booking's cookie cannot be renamed into another's. Sent to the
 * payment service only (its confirm calls answer the owner view to it), for six hours: a booking
 * is paid within its holds (10 minutes, then 30 once a payment starts) or never, and the ticket
 * is in the vault by then. Short, so a phone that books all day does not send dozens with each call.
 */
const BOOKING_COOKIE_PATH = SERVICE_BASE.payment;
const BOOKING_COOKIE_SECONDS = 6 * 60 * 60;
const bookingCookieName = (reference: string) => `freely_booking_${reference.replace(/[^A-Za-z0-9-]/g, '')}`;

export function setBookingCookie(c: Context, db: Db, security: CookieSecurity, reference: string, secret: string): Promise<void> {
  return setSignedCookie(c, bookingCookieName(reference), reference, secret, options(c, db, security, BOOKING_COOKIE_SECONDS, BOOKING_COOKIE_PATH));
}

/** Whether the request carries this booking's genuine cookie. */
export async function hasBookingCookie(c: Context, reference: string, secret: string): Promise<boolean> {
  return (await getSignedCookie(c, secret, bookingCookieName(reference))) === reference;
}

/**
 * A ticket this browser was shown the owner view of (contract/saved-ticket-cookie.ts): the page
 * reads it on My tickets to restore the ticket if the phone clears its storage. Not HttpOnly (the
 * page reads it), Lax, and sent with requests for My tickets only. `maxAgeSeconds` ≤ 0 sets nothing.
 */
export function setSavedTicketCookie(c: Context, db: Db, security: CookieSecurity, reference: string, contact: string, maxAgeSeconds: number): void {
  if (!(maxAgeSeconds > 0) || !contact) return;
  setCookie(c, savedTicketCookieName(reference), contact, {
    ...options(c, db, security, maxAgeSeconds, SAVED_TICKET_COOKIE_PATH),
    httpOnly: false,
    sameSite: 'Lax',
  });
}
