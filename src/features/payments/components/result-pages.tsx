import { confirmBudpayQueryOptions } from '../api/confirm-budpay';
import { confirmCreditDirectQueryOptions } from '../api/confirm-credit-direct';
import { confirmFlutterwaveQueryOptions } from '../api/confirm-flutterwave';
import { confirmMoniepointQueryOptions } from '../api/confirm-moniepoint';
import { confirmNombaQueryOptions } from '../api/confirm-nomba';
import { confirmPaystackQueryOptions } from '../api/confirm-paystack';
import { verifyOpayQueryOptions } from '../api/verify-opay';
import { PaymentResultPage } from './payment-result-page';

type ResultProps = { reference: string | undefined; onConfirmed?: () => void };

/** /call-back?tx_ref= (card, 5). */
export const PaystackResultPage = (props: ResultProps) => <PaymentResultPage confirmation={confirmPaystackQueryOptions} {...props} />;
/** /flutter-pay?tx_ref= (8). */
export const FlutterwaveResultPage = (props: ResultProps) => <PaymentResultPage confirmation={confirmFlutterwaveQueryOptions} {...props} />;
/** /bud-pay?reference= (25). */
export const BudpayResultPage = (props: ResultProps) => <PaymentResultPage confirmation={confirmBudpayQueryOptions} {...props} />;
/** /nomba-pay?orderReference= (28). */
export const NombaResultPage = (props: ResultProps) => <PaymentResultPage confirmation={confirmNombaQueryOptions} {...props} />;
/** /bnpl-call-back?reference= (29): success also offers 'Check Booking Details'. */
export const BnplResultPage = (props: ResultProps) => <PaymentResultPage confirmation={confirmCreditDirectQueryOptions} variant="bnpl" {...props} />;
/** /monnify-pay?paymentReference= (30). */
export const MonnifyResultPage = (props: ResultProps) => <PaymentResultPage confirmation={confirmMoniepointQueryOptions} {...props} />;
/** /opay-callback?reference= (31): its failure reads 'Your booking failed.'. */
export const OpayResultPage = (props: ResultProps) => <PaymentResultPage confirmation={verifyOpayQueryOptions} variant="opay" {...props} />;
