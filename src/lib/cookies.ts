/** Reads a cookie by name, or undefined. */
export function readCookie(name: string, cookie = typeof document === 'undefined' ? '' : document.cookie) {
  const hit = cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

/** A cookie string that lasts `days` days for the whole site. */
export const cookieString = (name: string, value: string, days: number) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${days * 24 * 60 * 60}; Path=/; SameSite=Lax`;
