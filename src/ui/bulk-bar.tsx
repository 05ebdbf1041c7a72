import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './button';
import { cx } from './utils';

/** A bulk action under way: how many of how many are done. */
export interface BulkBarProgress {
  done: number;
  total: number;
  /** What is running, e.g. "Approving". */
  label: string;
}

export interface BulkBarProps {
  /** Selected rows, over all pages. */
  count: number;
  /** The actions (buttons) on the selection. */
  children: ReactNode;
  onClear(): void;
  /** While an action runs: a progress bar and a status line; the actions and clear are disabled. */
  progress?: BulkBarProgress | null;
  className?: string;
}

/**
 * What to do with the selected rows: "3 selected", the actions, clear; while one runs, a progress
 * bar (role progressbar) and a status line screen readers announce. Shown only with a selection or
 * a run.
 */
export function BulkBar({ count, children, onClear, progress, className }: BulkBarProps) {
  const t = useT();
  if (count === 0 && !progress) return null;
  const running = Boolean(progress);
  return (
    <div className={cx('bulk-bar', className)} role="group" aria-label={t('lists.bulk.label')} data-running={running ? '' : undefined}>
      <p className="bulk-bar__count">{t('lists.bulk.selected', { count })}</p>
      <div className="bulk-bar__actions">
        <fieldset className="bulk-bar__set" disabled={running}>
          {children}
        </fieldset>
        <Button variant="ghost" size="sm" icon="x" disabled={running} onClick={onClear}>{t('lists.bulk.clear')}</Button>
      </div>
      {progress && (
        <div className="bulk-bar__progress">
          <div
            className="bulk-bar__track"
            role="progressbar"
            aria-label={progress.label}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-valuetext={t('lists.bulk.progress', { done: progress.done, total: progress.total })}
          >
            <span className="bulk-bar__fill" style={{ inlineSize: `${progress.total ? (progress.done / progress.total) * 100 : 0}%` }} />
          </div>
          <p role="status" className="bulk-bar__status">
            {progress.label}: {t('lists.bulk.progress', { done: progress.done, total: progress.total })}
          </p>
        </div>
      )}
    </div>
  );
}
