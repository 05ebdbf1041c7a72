import { useI18n } from '../lib/i18n';
import { Spinner } from './spinner';

export interface FullScreenLoaderProps {
  /** Accessible name; default "Loading…" once texts are loaded, the app title before. */
  label?: string;
  /** Shown under the spinner, default the app title ("Diving"). */
  title?: string;
}

/** Covers the page while the app starts (texts, stored session): a `role="status"` with a name. */
export function FullScreenLoader({ label, title = __APP_TITLE__ }: FullScreenLoaderProps) {
  const { t, ready } = useI18n();
  const name = label ?? (ready ? t('ui.loading') : title);
  return (
    <div className="fullscreen-loader" role="status" aria-label={name}>
      <Spinner size="lg" />
      <p className="fullscreen-loader__title" aria-hidden="true">{title}</p>
    </div>
  );
}
