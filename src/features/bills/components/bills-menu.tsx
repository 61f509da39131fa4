import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { BillKind } from '@contract/bills';
import { BILL_CARDS } from '../panels';
import classes from './bills.module.css';

/** The four cards of /bills-payment (spec 1 §2 'Bills'): each opens its panel. */
export function BillsMenu({ onOpen }: { onOpen: (kind: BillKind) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="ul" className={classes.cards} aria-label="Bills you can pay">
      {BILL_CARDS.map((card) => (
        <li key={card.kind}>
          <UnstyledButton className={classes.card} onClick={() => onOpen(card.kind)}>
            <Text fw={700} size="lg" component="span" className={classes.cardTitle}>{card.title}</Text>
            {/* A space between the two lines, so the button's name reads 'Top Up Airtime MTN, …'. */}{' '}
            <Text size="sm" c="dimmed" component="span">{card.subtitle}</Text>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
