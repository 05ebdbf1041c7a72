import { useEffect, useState } from 'react';
import { Tooltip } from '../../lib/feedback';
import { useI18n } from '../../lib/i18n';
import { retryLiveNow, useLiveState } from '../../lib/live';

/** Whole seconds until `at`, ticking each second while there is a time to count down to. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The header's word on the live stream: a dot and "Connecting" (until it first opens), "Live", "Reconnecting" (with the seconds until
 * the next attempt) or "Offline". A polite status region announces the changes of state; the
 * countdown is for the eye only, so it is not read out every second. Where the header has no room
 * for the word (a phone) the dot stays, and a tap or focus on it shows what the state means in a
 * tooltip. While reconnecting, "Retry now" tries at once instead of waiting.
 */
export function LiveIndicator() {
  const { t } = useI18n();
  const { status, retryAt, code } = useLiveState();
  // A refusal being waited out (too many streams open) is said in words, from the errors' table.
  const refusal = code ? t(`errors.codes.${code}`) : null;
  const seconds = useSecondsUntil(status === 'reconnecting' ? retryAt : null);
  return (
    <div className="live-status" data-status={status}>
      <Tooltip content={refusal ?? t(`live.hint.${status}`)} placement="bottom">
        {/* Focusable so that a tap (a phone, where the word is hidden) or Tab shows the tooltip. */}
        <div className="live-status__state" role="status" aria-label={t('live.label')} tabIndex={0}>
          <span className="live-status__dot" aria-hidden="true" />
          <span className="live-status__text">{t(`live.${status}`)}</span>
          {seconds !== null && seconds > 0 && (
            <span className="live-status__retry" aria-hidden="true">{t('live.retryIn', { seconds })}</span>
          )}
          {refusal && <span className="sr-only">{refusal}</span>}
        </div>
      </Tooltip>
      {status === 'reconnecting' && (
        <button type="button" className="live-status__retry-now" onClick={retryLiveNow}>{t('live.retryNow')}</button>
      )}
    </div>
  );
}
