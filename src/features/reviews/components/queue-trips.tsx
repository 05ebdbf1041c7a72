/** The trips' queue: trips by review status, with place, dates, price and dive master. */
import type { ReactNode } from 'react';
import { personName } from '../../../contract';
import type { I18n } from '../../../lib/i18n';
import { dateRangeParts, formatMoney } from './format';
import { renderPlace } from './place';
import { queueConfig } from './queue-kinds';

/** A trip's dates in a cell: each date kept whole, the line broken after the dash when space is short. */
function renderDates(i18n: I18n, start: string, end: string): ReactNode {
  const [from, to] = dateRangeParts(i18n, start, end);
  return to === undefined
    ? <span className="queue__nowrap">{from}</span>
    : <span className="queue__dates"><span>{from} –</span> <span>{to}</span></span>;
}

export const TRIP_QUEUE = queueConfig('trip', {
  nameColumn: { key: 'title', header: 'reviews.columns.title' },
  name: (trip) => trip.title,
  columns: [
    {
      key: 'location', header: 'reviews.columns.location', card: 'key',
      render: (trip, i18n) => <span className="queue__place">{renderPlace(i18n, trip.location)}</span>,
    },
    { key: 'startDate', header: 'reviews.columns.dates', card: 'key', render: (trip, i18n) => renderDates(i18n, trip.startDate, trip.endDate) },
    {
      key: 'price', header: 'reviews.columns.price', align: 'end', card: 'extra',
      render: (trip, i18n) => <span className="queue__nowrap">{formatMoney(i18n, trip.price)}</span>,
    },
    {
      key: 'diveMaster', header: 'reviews.columns.diveMaster', card: 'extra',
      render: (trip) => <bdi>{personName(trip.diveMaster)}</bdi>,
    },
  ],
});
