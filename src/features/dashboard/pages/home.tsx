import { useId } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Card, CardHeader, ErrorState, Skeleton, useErrorMessage } from '../../../ui';
import { getDashboardSummary } from '../api';
import { DecisionsChart } from '../components/decisions-chart';
import { OldestPending } from '../components/oldest-pending';
import { QueueCards } from '../components/queue-cards';

/**
 * `/dashboards/home`: what needs action (pending per queue with the overdue, new messages), the
 * oldest pending items, and the decisions of the last two weeks. Refreshed by every decision and
 * when the admin comes back to the tab.
 */
export default function DashboardHomePage() {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const chartId = useId();
  const { data, error, isLoading, isFetching, refetch } = useQuery(getDashboardSummary, null);

  return (
    <div className="page dashboard">
      <h1 className="page__title">{t('dashboard.title')}</h1>
      {error && !data && !isLoading && <ErrorState message={readError(error).message} onRetry={() => void refetch()} retrying={isFetching} />}
      {!data && !error && (
        <div className="dashboard-cards" aria-busy="true">
          <p className="sr-only" role="status">{t('ui.loading')}</p>
          {[0, 1, 2, 3].map((i) => <Card key={i}><Skeleton lines={3} /></Card>)}
        </div>
      )}
      {data && (
        <>
          <QueueCards summary={data} />
          <div className="dashboard__grid">
            <OldestPending items={data.oldestPending} now={Date.now()} />
            <Card as="section" aria-labelledby={chartId}>
              <CardHeader title={t('dashboard.chart.title')} titleId={chartId} />
              <DecisionsChart days={data.decisionsByDay} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
