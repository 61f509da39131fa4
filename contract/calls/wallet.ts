import * as v from 'valibot';
import { defineCall } from '../call';
import { confirmResponse } from '../tickets';
import {
  changePinRequest, createPaymentRequest, createPaymentResponse, createPinRequest, createTransferRequest, createWalletRequest, debitResponse,
  debitWalletRequest, messageResponse, otpRequest, resetPinRequest, tokenRequest, tokenResponse, transactionsQuery, transactionsResponse,
  transferQuery, transferResponse, verifyRefQuery, verifyRefResponse, walletPaymentRequest, walletQuery, walletResponse,
} from '../wallet';

/**
 * The wallet service (spec 2 §7.6), form-encoded, in the wallet envelope; and the payment
 * service's wallet payment for seats (spec 2 §7.5). Import as a namespace (`import * as walletCalls`).
 */

/** The wallet token for the signed-in customer (their session bearer goes with it). */
export const token = defineCall({ service: 'wallet', method: 'POST', path: '/connect/token', encoding: 'form', body: tokenRequest, response: tokenResponse });

export const createWallet = defineCall({
  service: 'wallet', method: 'POST', path: '/api/WalletApi/CreateWallet', encoding: 'form', body: createWalletRequest, response: messageResponse,
});
/** 'Wallet {email} does not exist' (400) when the customer has none yet. */
export const getUserWallet = defineCall({ service: 'wallet', method: 'GET', path: '/api/WalletApi/GetUserWallet', query: walletQuery, response: walletResponse });
/** The wallet's movements, newest first (our addition: what a traveller expects of any wallet). */
export const transactions = defineCall({
  service: 'wallet', method: 'GET', path: '/api/WalletApi/GetTransactions', query: transactionsQuery, response: transactionsResponse,
});

/**
 * The wallet's statement as a CSV file to save (our addition): every entry, oldest first, with the
 * time in Lagos and the balance after it. Answers text/csv with Content-Disposition: attachment.
 */
export const statement = defineCall({ service: 'wallet', method: 'GET', path: '/api/WalletApi/GetStatement', query: walletQuery, response: v.string() });

/** A 6-digit OTP to the customer's phone and e-mail, for CreatePin, ChangePin or ResetPin. */
export const generateOtp = defineCall({
  service: 'wallet', method: 'POST', path: '/api/v2/WalletApi/GenerateOtp', encoding: 'form', body: otpRequest, response: messageResponse,
});
export const createPin = defineCall({
  service: 'wallet', method: 'POST', path: '/api/WalletApi/CreatePin', encoding: 'form', body: createPinRequest, response: messageResponse,
});
export const changePin = defineCall({
  service: 'wallet', method: 'POST', path: '/api/WalletApi/ChangePin', encoding: 'form', body: changePinRequest, response: messageResponse,
});
/** Also unlocks a wallet locked by wrong PINs. */
export const resetPin = defineCall({
  service: 'wallet', method: 'POST', path: '/api/WalletApi/ResetPin', encoding: 'form', body: resetPinRequest, response: messageResponse,
});

/** Pays with the PIN (bills, issue 16); the same Reference debits once. */
export const debitWallet = defineCall({
  service: 'wallet', method: 'POST', path: '/api/WalletApi/DebitWallet', encoding: 'form', body: debitWalletRequest, response: debitResponse,
});

/** Funding by card: the card provider's checkout URL for this amount. */
export const createPayment = defineCall({
  service: 'wallet', method: 'POST', path: '/api/PaymentApi/CreatePayment', encoding: 'form', body: createPaymentRequest, response: createPaymentResponse,
});
/** After the checkout: asks the provider, and credits the wallet once. */
export const verifyPaystackRef = defineCall({
  service: 'wallet', method: 'GET', path: '/api/PaymentApi/VerifyPaystackRef', query: verifyRefQuery, response: verifyRefResponse,
});

/** Funding by bank transfer (our addition, for /wallet-woven-pay): a one-use account for this amount, open 30 minutes. */
export const createTransferPayment = defineCall({
  service: 'wallet', method: 'POST', path: '/api/PaymentApi/CreateTransferPayment', encoding: 'form', body: createTransferRequest, response: transferResponse,
});
/** The transfer funding's account and status: asks the bank, and credits the wallet once the transfer came. */
export const getTransferPayment = defineCall({
  service: 'wallet', method: 'GET', path: '/api/PaymentApi/GetTransferPayment', query: transferQuery, response: transferResponse,
});

/** Pays a held seat booking from the wallet with the PIN; answers the ticket like the other confirmations. */
export const processWalletPayment = defineCall({
  service: 'payment', method: 'POST', path: '/Payment/ProcessWalletPayment', body: walletPaymentRequest, response: confirmResponse,
});
