/**
 * A provider that did not answer in time, answered 5xx, or answered what its documentation does not
 * describe: nothing is known of the money. The payment stays open for the guarantee's checks
 * (services/payment/checks/); the traveller is told to try again, never shown a 5xx.
 */
export class ProviderTrouble extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderTrouble';
  }
}

/** Our deadline for one call to a provider. */
export const PROVIDER_TIMEOUT_MS = 8_000;

/**
 * One JSON call to a provider with our deadline: its HTTP status and parsed body. No answer, a
 * timeout, a 5xx or a body that is not JSON is ProviderTrouble; any other status is the caller's to read.
 */
export async function callProvider(
  name: string, url: string, init: RequestInit & { timeoutMs?: number; fetch?: typeof fetch },
): Promise<{ httpStatus: number; json: unknown }> {
  const { timeoutMs = PROVIDER_TIMEOUT_MS, fetch: send = fetch, ...request } = init;
  let response: Response;
  let text: string;
  try {
    response = await send(url, { ...request, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw new ProviderTrouble(`${name} did not answer ${request.method ?? 'GET'} ${new URL(url).pathname} in time: ${(error as Error).message}`, { cause: error });
  }
  if (response.status >= 500) throw new ProviderTrouble(`${name} answered ${response.status} to ${new URL(url).pathname}: ${text.slice(0, 200)}`);
  try {
    return { httpStatus: response.status, json: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderTrouble(`${name} answered ${new URL(url).pathname} with something not JSON: ${text.slice(0, 200)}`);
  }
}
