import { useId, type ReactNode } from 'react';
import { Card, CardHeader } from '../../../ui';

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

/** A section of a record's details: `title` over its fields. */
export function DetailsCard({ title, items }: { title: string; items: readonly DetailItem[] }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader title={title} titleId={titleId} />
      <DetailList items={items} />
    </Card>
  );
}
