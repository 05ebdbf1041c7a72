import { isRouteErrorLike, Link, useRouteError } from '../../lib/router';
import { useI18n } from '../../lib/i18n';
import { paths } from '../../paths';

const KNOWN_STATUSES = new Set([401, 403, 404, 429, 500]);

export interface ErrorView {
  status: number | null;
  /** Locale key or literal heading already resolved. */
  title: string;
  message: string;
}

/** The server's message (an HttpError's body), a RouteError's data or the error's own message. */
function messageOf(error: unknown): string | null {
  const e = error as { body?: { message?: unknown } | null; data?: unknown; message?: unknown } | null;
  const message = typeof error === 'string' ? error : e?.body?.message ?? e?.data ?? e?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * PRODUCT.md's error screens: 401, 403, 404, 429, 500 show the server's message or the status text;
 * another status "Error {status}" with the message; anything else "Unexpected Error" with the
 * message, or "Something went wrong".
 */
export function describeRouteError(error: unknown, t: (key: string, params?: Record<string, string | number>) => string): ErrorView {
  const status = isRouteErrorLike(error) ? error.status : null;
  const message = messageOf(error);
  if (status !== null && KNOWN_STATUSES.has(status)) {
    return { status, title: t(`errors.titles.${status}`), message: message ?? t(`errors.texts.${status}`) };
  }
  if (status !== null && status > 0) {
    return { status, title: t('errors.status', { status }), message: message ?? t('errors.somethingWentWrong') };
  }
  return { status: null, title: t('errors.unexpected'), message: message ?? t('errors.somethingWentWrong') };
}

/** Renders a status and its explanation with a way back. */
export function ErrorPanel({ view, onRetry }: { view: ErrorView; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      {view.status !== null && <p className="error-screen__status" aria-hidden="true">{view.status}</p>}
      <h1 id="error-title" className="error-screen__title">{view.title}</h1>
      <p className="error-screen__message">{view.message}</p>
      <div className="error-screen__actions">
        {view.status === 401
          ? <Link className="btn" data-variant="primary" to={paths.login}>{t('errors.signIn')}</Link>
          : <Link className="btn" data-variant="primary" to={paths.dashboards.home}>{t('errors.goHome')}</Link>}
        {onRetry && <button type="button" className="btn" data-variant="secondary" onClick={onRetry}>{t('errors.reload')}</button>}
      </div>
    </section>
  );
}

/** The router's error element: shows whatever a route threw. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useI18n();
  return <ErrorPanel view={describeRouteError(error, t)} onRetry={() => window.location.reload()} />;
}

/** The 404 screen for any path the route table does not know. */
export function NotFoundScreen() {
  const { t } = useI18n();
  return <ErrorPanel view={{ status: 404, title: t('errors.titles.404'), message: t('errors.texts.404') }} />;
}
