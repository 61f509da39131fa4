import type { Ticket } from '@contract/booking';
import { SIGNED_IN_DISCOUNT_PERCENT } from '@contract/limits';
import { formatNaira } from '@/lib/naira';
import { DetailList, type Detail } from '@/ui/detail-list';

/**
 * What the ticket cost: the amount paid, and when the signed-in discount applied (spec 1 §1),
 * the fare before it and the discount, as the server priced them.
 */
export function TicketFare({ ticket }: { ticket: Pick<Ticket, 'amount' | 'discount'> }) {
  const discount = ticket.discount ?? 0;
  const items: Detail[] = [
    ...(discount > 0
      ? [
          { label: 'Fare', value: formatNaira(ticket.amount + discount) },
          { label: 'Discount', value: `${formatNaira(discount)} (${SIGNED_IN_DISCOUNT_PERCENT}%)` },
        ]
      : []),
    { label: 'Amount Paid', value: formatNaira(ticket.amount) },
  ];
  return (
    <section aria-label="Payment">
      <DetailList items={items} label="Amount paid" />
    </section>
  );
}
