/** Who sells the flights behind 'Book a flight', and where (spec 1 §2 Home). */
export type FlightPartner = {
  name: string;
  /** The partner's booking site, opened in a new tab. */
  siteUrl: string;
  /** The page framed in the modal: only a configured one, whose origin CSP_FRAME_SRC allows. */
  embedUrl: string | undefined;
};

/** The company's flight partner until a deployment names another (VITE_FLIGHT_PARTNER_NAME / _URL). */
export const DEFAULT_FLIGHT_PARTNER = { name: 'Freely Travel', siteUrl: 'https://flights.freely.travel/' } as const;

/** An http(s) address as written, or undefined for anything else (a typo must not frame `javascript:`). */
function webAddress(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The partner from build settings: a configured VITE_FLIGHT_PARTNER_URL is both linked and framed;
 * without one the default partner's site is linked and nothing is framed, since an empty or
 * refused frame is all the modal could show.
 */
export function flightPartner(env: { VITE_FLIGHT_PARTNER_NAME?: string; VITE_FLIGHT_PARTNER_URL?: string }): FlightPartner {
  const configured = webAddress(env.VITE_FLIGHT_PARTNER_URL);
  return {
    name: env.VITE_FLIGHT_PARTNER_NAME?.trim() || DEFAULT_FLIGHT_PARTNER.name,
    siteUrl: configured ?? DEFAULT_FLIGHT_PARTNER.siteUrl,
    embedUrl: configured,
  };
}

export const FLIGHT_PARTNER = flightPartner(import.meta.env as Record<string, string | undefined>);
