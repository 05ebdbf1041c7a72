import { useT } from '../i18n';
import { useStore } from '../store';
import { progress as appProgress } from './progress';
import type { Progress } from './progress';

export interface ProgressBarProps {
  /** Default the app's `progress`. */
  progress?: Progress;
}

/** The thin bar at the top of the page while something loads; nothing when idle. */
export function ProgressBar({ progress = appProgress }: ProgressBarProps) {
  const t = useT();
  const state = useStore(progress);
  if (state.status === 'idle') return null;
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={t('feedback.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value * 100)}
      data-state={state.status}
    >
      <div className="progress-bar" style={{ transform: `scaleX(${state.value})` }} />
    </div>
  );
}
