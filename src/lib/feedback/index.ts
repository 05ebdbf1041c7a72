// Feedback: toasts, tooltips and the top progress bar. Each keeps its state in a store outside
// React (lib/store) with an imperative API (`toast.success()`, `progress.start()`), usable from
// anywhere, and a thin view over it (<Toaster>, <ProgressBar>, <Tooltip>). A toast can carry one
// button (`action: { label, onClick }`: Undo, Retry). The toasts' store and stack (with the first
// toast) and the tooltip's placement load on first use (lib/on-demand), out of the first chunk and
// of the screens that raise no toast. Styles: styles/feedback.css.

export {
  ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, TOAST_EXIT_MS, createToastStore, toastReducer, visibleToasts,
} from './toast-store';
export type { Toast, ToastAction, ToastActionButton, ToastOptions, ToastState, ToastStore, ToastType } from './toast-store';
export { toast } from './toast';
export type { ToastApi } from './toast';
export { createToastApi, toastStore } from './toast-live';
export { Toaster, preloadToaster } from './toaster';
export { TOAST_GAP_PX } from './toast-view';
export { loadToaster } from './load-toaster';
export type { ToasterProps } from './toaster';

export { TOOLTIP_DELAY_MS, TOOLTIP_HIDE_DELAY_MS, Tooltip, preloadTooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
export type { Rect, Size, TooltipPlacement, TooltipPosition, TooltipPositionInput, TooltipSide } from './tooltip-position';

export {
  MAX_BEFORE_DONE, PROGRESS_ANIMATION_MS, START_VALUE, TRICKLE_INTERVAL_MS, createProgress, progress, trickleIncrement,
} from './progress';
export type { Progress, ProgressState } from './progress';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
