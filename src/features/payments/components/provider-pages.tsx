import { ProviderPayPage } from './provider-pay-page';

/** /pay-flutter (8): closing the widget just returns to this page. */
export const FlutterwavePayPage = () => <ProviderPayPage provider="flutterwave" showPhone />;

/** /pay-budpay (25): closing the widget says the transaction was not completed. */
export const BudpayPayPage = () => <ProviderPayPage provider="budpay" />;

/** /pay-paystack (5): the card checkout; its own Cancel comes back through /call-back. */
export const PaystackPayPage = () => <ProviderPayPage provider="paystack" />;
