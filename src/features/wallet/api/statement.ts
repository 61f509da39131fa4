import * as walletCalls from '@contract/calls/wallet';
import { ApiError, noConnectionError } from '@/api/api-error';
import { DEADLINE_MS, startDeadline } from '@/api/deadlines';
import { callUrl } from '@/api/services';
import type { WalletOwner } from '@/entities/wallet/owner';
import { walletRefusal } from '@/entities/wallet/wallet-envelope';
import { walletToken } from '@/entities/wallet/wallet-token';

/** A file the server made for the traveller to keep. */
export type SavedFile = { blob: Blob; fileName: string };

const FALLBACK_NAME = 'freely-wallet-statement.csv';

/** The name in `Content-Disposition: attachment; filename="…"`, kept to safe characters. */
export const fileNameOf = (disposition: string | null) => /filename="?([\w.-]+)"?/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;

/** One try: the answer and its whole body within the read deadline, else no connection. */
async function ask(owner: WalletOwner, bearer: string): Promise<{ response: Response; body: Blob }> {
  const deadline = startDeadline(DEADLINE_MS.read);
  try {
    const response = await fetch(callUrl(walletCalls.statement, undefined, owner), { headers: { Authorization: `Bearer ${bearer}` }, signal: deadline.signal });
    return { response, body: await response.blob() };
  } catch {
    throw noConnectionError(deadline.expired());
  }
}

/**
 * GET /api/WalletApi/GetStatement: the statement as a CSV file (the wallet token as bearer; one new
 * token and one more try after a 401, as every wallet call). A refusal is read in the wallet's envelope.
 */
export async function fetchStatement(owner: WalletOwner): Promise<SavedFile> {
  let answer = await ask(owner, await walletToken.get());
  if (answer.response.status === 401) {
    walletToken.drop();
    answer = await ask(owner, await walletToken.get());
  }
  const { response, body } = answer;
  if (!response.ok) {
    const json: unknown = await body.text().then((text) => JSON.parse(text) as unknown).catch(() => undefined);
    throw walletRefusal(json, response) ?? new ApiError('', { status: response.status });
  }
  return { blob: body, fileName: fileNameOf(response.headers.get('content-disposition')) };
}
