import { extend } from './extend';
import type { Verification } from './types';

/**
 * A provider as the traveller's own request sees it, back from its checkout (the callback's
 * confirm, a status look): a checkout they left or cancelled (Verification.abandoned) is cancelled,
 * so the booking or purchase is free for another try at once. The guarantee's background checks
 * keep the provider's own word (pending) and still catch a payment that arrives on it later.
 */
type Verifies = { verify(reference: string, transaction?: string): Promise<Verification | undefined> };

export function asReturned<P extends Verifies>(provider: P): P;
export function asReturned<P extends Verifies>(provider: P | undefined): P | undefined;
export function asReturned<P extends Verifies>(provider: P | undefined): P | undefined {
  if (!provider) return undefined;
  return extend(provider, {
    async verify(reference: string, transaction?: string) {
      const verification = await provider.verify(reference, transaction);
      return verification?.abandoned ? { ...verification, status: 'cancelled' } : verification;
    },
  } as Partial<P>);
}
