import * as v from 'valibot';

/** Spec 2 §1: the generic envelope. `code` '1' is success; anything else carries a message. */
export const SUCCESS_CODE = '1';

export type Envelope<T> = {
  code: string;
  shortDescription: string;
  data: T;
};

export const envelopeSchema = <T extends v.GenericSchema>(data: T) =>
  v.object({
    // Upstream sends 1 or '1'; both mean success.
    code: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    shortDescription: v.optional(v.nullable(v.string()), ''),
    data,
  });

export const failureEnvelopeSchema = v.object({
  code: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  shortDescription: v.optional(v.nullable(v.string()), ''),
  data: v.optional(v.unknown()),
});

/** Spec 2 §1: the wallet services' envelope. `Status` 200 is success. */
export type WalletEnvelope<T> = {
  description: string;
  Status: number;
  Payload: T;
  Errors: string[];
};

export const walletEnvelopeSchema = <T extends v.GenericSchema>(payload: T) =>
  v.object({
    description: v.optional(v.nullable(v.string()), ''),
    Status: v.number(),
    Payload: payload,
    Errors: v.optional(v.array(v.string()), []),
    /** Ours, beside the spec's fields: which failure it is (e.g. WALLET_CODES), so no one compares sentences. */
    code: v.optional(v.string()),
  });

export const ok = <T>(data: T, shortDescription = 'SUCCESS'): Envelope<T> => ({
  code: SUCCESS_CODE,
  shortDescription,
  data,
});

export const fail = (code: string | number, shortDescription: string): Envelope<null> => ({
  code: String(code),
  shortDescription,
  data: null,
});

export const walletOk = <T>(Payload: T, description = 'Successful'): WalletEnvelope<T> => ({
  description,
  Status: 200,
  Payload,
  Errors: [],
});

export const walletFail = (Status: number, errors: string[], code?: string): WalletEnvelope<null> & { code?: string } => ({
  description: errors[0] ?? 'Request failed',
  Status,
  Payload: null,
  Errors: errors,
  ...(code ? { code } : {}),
});

export const isSuccess = (e: { code: string | number }) => String(e.code) === SUCCESS_CODE;

/**
 * The bills service's envelope (contract/bills.ts): `code` '1' is success, `description` says what
 * happened, the answer sits in `payload`. A refusal has the HTTP status as its code and a null payload.
 */
export type BillsEnvelope<T> = {
  code: string;
  description: string;
  payload: T;
};

export const billsOk = <T>(payload: T, description = 'Successful'): BillsEnvelope<T> => ({
  code: SUCCESS_CODE,
  description,
  payload,
});

export const billsFail = (status: number, description: string, code?: string): BillsEnvelope<null> => ({
  code: code ?? String(status),
  description,
  payload: null,
});
