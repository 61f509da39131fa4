import * as v from 'valibot';

const tokenInfoSchema = v.object({
  aud: v.string(),
  iss: v.picklist(['accounts.google.com', 'https://accounts.google.com']),
  email: v.pipe(v.string(), v.email()),
  email_verified: v.union([v.literal('true'), v.literal(true)]),
  exp: v.pipe(v.union([v.string(), v.number()]), v.transform(Number)),
  given_name: v.optional(v.string(), ''),
  family_name: v.optional(v.string(), ''),
});

export type GoogleProfile = { email: string; firstName: string; lastName: string };

/**
 * Checks a Google ID token with Google's tokeninfo endpoint: issued by Google for our client id,
 * unexpired, with a verified e-mail. Needs the network, so it cannot be exercised offline.
 */
export async function verifyGoogleIdToken(fetcher: typeof fetch, idToken: string, clientId: string, now: Date): Promise<GoogleProfile | null> {
  try {
    const res = await fetcher(`https://oauth2.googleapis.com/tokeninfo?id_token=${encodeURIComponent(idToken)}`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return null;
    const info = v.safeParse(tokenInfoSchema, await res.json());
    if (!info.success || info.output.aud !== clientId || info.output.exp * 1000 <= now.getTime()) return null;
    return { email: info.output.email.toLowerCase(), firstName: info.output.given_name, lastName: info.output.family_name };
  } catch {
    return null;
  }
}
