import type { ReactNode } from 'react';

/** One labelled value of a record. */
export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans the whole row (descriptions, reasons). */
  wide?: boolean;
}

/** A record's fields as a description list, in a responsive grid. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="details-list">
      {items.map((item) => (
        <div key={item.label} className="details-list__item" data-wide={item.wide ? '' : undefined}>
          <dt className="details-list__label">{item.label}</dt>
          <dd className="details-list__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
