import { useEffect, useId, useRef } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './button';
import { Icon } from './icons';
import { cx } from './utils';

/** One row of a bulk report: what it was and, for a failure, why. */
export interface BulkReportItem {
  id: string;
  /** The row's name ("Blue Hole night dive"). */
  label: string;
  /** Why it failed (the server's message). */
  message?: string;
}

export interface BulkReportProps {
  /** What was done, e.g. "Approval finished". */
  title: string;
  succeeded: readonly BulkReportItem[];
  failed: readonly BulkReportItem[];
  onDismiss(): void;
  className?: string;
}

/**
 * The outcome of a bulk action: counts, each failure with its reason, the successes folded away.
 * It takes focus when it appears, so a screen reader reads it and the keyboard continues from it.
 */
export function BulkReport({ title, succeeded, failed, onDismiss, className }: BulkReportProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={titleId} className={cx('bulk-report', className)}
      data-tone={failed.length > 0 ? 'warning' : 'success'}>
      <div className="bulk-report__head">
        <Icon name={failed.length > 0 ? 'alert-triangle' : 'check-circle'} className="bulk-report__icon" />
        <h2 id={titleId} className="bulk-report__title">{title}</h2>
        <Button variant="ghost" size="sm" onClick={onDismiss}>{t('lists.report.dismiss')}</Button>
      </div>
      <p className="bulk-report__summary">
        {t('lists.report.succeeded', { count: succeeded.length })}
        {' · '}
        {t('lists.report.failed', { count: failed.length })}
      </p>
      {failed.length > 0 && (
        <>
          <h3 className="bulk-report__heading">{t('lists.report.failedHeading')}</h3>
          <ul className="bulk-report__list" data-kind="failed">
            {failed.map((item) => (
              <li key={item.id}>
                <bdi className="bulk-report__label">{item.label}</bdi>
                {item.message && <span className="bulk-report__message">{item.message}</span>}
              </li>
            ))}
          </ul>
          <p className="bulk-report__hint">{t('lists.report.stillSelected')}</p>
        </>
      )}
      {succeeded.length > 0 && (
        <details className="bulk-report__details">
          <summary>{t('lists.report.succeededHeading', { count: succeeded.length })}</summary>
          <ul className="bulk-report__list" data-kind="succeeded">
            {succeeded.map((item) => <li key={item.id}><bdi className="bulk-report__label">{item.label}</bdi></li>)}
          </ul>
        </details>
      )}
    </section>
  );
}
