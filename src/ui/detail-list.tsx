import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export type Detail = { label: string; value: ReactNode };

/** Label/value pairs as a description list (trip summaries, tickets, transfer details). */
export function DetailList({ items, label }: { items: Detail[]; label?: string }) {
  return (
    <dl className={classes.list} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt className={classes.term}>{item.label}</dt>
          <dd className={classes.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
