import { initializeBudpay } from '../api/initialize-budpay';
import { initializeFlutterwave } from '../api/initialize-flutterwave';
import { initializePaystack } from '../api/initialize-paystack';
import { PAYMENT_MESSAGES } from '../messages';
import { ProviderPayPage } from './provider-pay-page';

/** /pay-flutter (8): closing the widget just returns to this page. */
export const FlutterwavePayPage = () => (
  <ProviderPayPage brand="flutterwave" mode="widget" showPhone initialize={async (p) => (await initializeFlutterwave(p)).checkoutUrl} />
);

/** /pay-budpay (25): closing the widget says the transaction was not completed. */
export const BudpayPayPage = () => (
  <ProviderPayPage brand="budpay" mode="widget" closedMessage={PAYMENT_MESSAGES.budpayClosed} initialize={async (p) => (await initializeBudpay(p)).checkoutUrl} />
);

/** /pay-paystack (5): the card checkout; its own Cancel comes back through /call-back. */
export const PaystackPayPage = () => <ProviderPayPage brand="paystack" mode="redirect" initialize={initializePaystack} />;
