// The conflict banner and the kept-aside notice show only after a save lost to another admin's
// (409): no form draws them on its first paint, so their code loads when one first renders, the
// notice's with the banner's, so it draws at once when needed. Every guarded form uses these.
import { onDemand, onDemandComponent } from '../lib/on-demand';
import type { ConflictBannerProps, StashNoticeProps } from './conflict-banner';

const parts = onDemand(() => import('./conflict-banner'));

/** `StashNotice`, its code loaded when it first renders. */
export const StashNoticeOnDemand = onDemandComponent<StashNoticeProps>(() => parts.load().then((m) => m.StashNotice), () => true);

/** `ConflictBanner`, its code loaded when it first renders, the kept-aside notice's with it. */
export const ConflictBannerOnDemand = onDemandComponent<ConflictBannerProps>(() => parts.load().then((m) => {
  void StashNoticeOnDemand.preload();
  return m.ConflictBanner;
}), () => true);
