import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/wallet';
import { WALLET_CODES, WALLET_MESSAGES } from '../../../contract/wallet';
import { clientAddress } from '../../auth/client-address';
import type { CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { RuleError, sendWalletOk } from '../../http/respond';
import type { WalletDeps } from './deps';
import { sendWalletOtp } from './otp';
import { walletOwner } from './owner';
import { changePin, createPin, resetPin } from './pin-changes';
import { requireWalletToken } from './wallet-token';
import { walletOf } from './wallets';

/** OTPs and the transaction PIN: GenerateOtp, CreatePin, ChangePin, ResetPin. */
export function pinRoutes(db: Db, deps: WalletDeps) {
  const walletToken = requireWalletToken(db);
  const app = new Hono();
  mount(app, calls.generateOtp, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    const wallet = await walletOf(db, me);
    if (body.OtpType === 'CreatePin' && wallet.pinHash) throw new RuleError(WALLET_MESSAGES.pinExists, 409);
    if (body.OtpType === 'ChangePin' && !wallet.pinHash) throw new RuleError(WALLET_MESSAGES.noPin, 400, { code: WALLET_CODES.noPin });
    await sendWalletOtp(db, deps.messenger, me, body.OtpType, clientAddress(c, db));
    return sendWalletOk(c, WALLET_MESSAGES.otpSent, WALLET_MESSAGES.otpSent);
  });
  mount(app, calls.createPin, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    await createPin(db, me, body.Pin, body.Otp);
    return sendWalletOk(c, WALLET_MESSAGES.pinCreated, WALLET_MESSAGES.pinCreated);
  });
  mount(app, calls.changePin, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    await changePin(db, me, body.OldPin, body.NewPin, body.Otp);
    return sendWalletOk(c, WALLET_MESSAGES.pinChanged, WALLET_MESSAGES.pinChanged);
  });
  mount(app, calls.resetPin, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    await resetPin(db, me, body.NewPin, body.Otp);
    return sendWalletOk(c, WALLET_MESSAGES.pinReset, WALLET_MESSAGES.pinReset);
  });
  return app;
}
