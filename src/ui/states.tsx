import type { ReactNode } from 'react';
import { useI18n, useT } from '../lib/i18n';
import { Button } from './button';
import { Icon } from './icons';
import type { IconName } from './icon-paths';
import { Spinner } from './spinner';
import { cx } from './utils';

export interface EmptyStateProps {
  /** Default `inbox`. */
  icon?: IconName;
  /** Default "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link that fills the void ("Create news"). */
  action?: ReactNode;
  /** Less padding, for table bodies and cards. */
  compact?: boolean;
  className?: string;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon = 'inbox', title, description, action, compact = false, className }: EmptyStateProps) {
  const t = useT();
  return (
    <div className={cx('state', className)} data-kind="empty" data-compact={compact ? '' : undefined}>
      <span className="state__icon"><Icon name={icon} /></span>
      <p className="state__title">{title ?? t('ui.empty.title')}</p>
      {description && <p className="state__description">{description}</p>}
      {action && <div className="state__action">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** Default "Something went wrong". */
  title?: ReactNode;
  /** What failed, e.g. the server's message. */
  message?: ReactNode;
  /** Shows a "Try again" button calling this. */
  onRetry?(): void;
  /** The retry button is busy (a refetch is running). */
  retrying?: boolean;
  compact?: boolean;
  className?: string;
}

/** A failed load: what went wrong and a way to try again. Announced as an alert. */
export function ErrorState({ title, message, onRetry, retrying = false, compact = false, className }: ErrorStateProps) {
  const t = useT();
  return (
    <div className={cx('state', className)} data-kind="error" data-compact={compact ? '' : undefined} role="alert">
      <span className="state__icon"><Icon name="alert-triangle" /></span>
      <p className="state__title">{title ?? t('ui.error.title')}</p>
      {message && <p className="state__description">{message}</p>}
      {onRetry && (
        <div className="state__action">
          <Button icon="refresh" busy={retrying} onClick={onRetry}>{t('ui.error.retry')}</Button>
        </div>
      )}
    </div>
  );
}

/** Content for screen readers only. */
export function VisuallyHidden({ children, as: Tag = 'span' }: { children: ReactNode; as?: 'span' | 'div' | 'p' | 'h2' }) {
  return <Tag className="sr-only">{children}</Tag>;
}
