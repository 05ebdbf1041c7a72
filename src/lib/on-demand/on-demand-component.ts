// Apart from on-demand.ts, which the first chunk holds: only code loaded later uses this one.
import { createElement, type ComponentType } from 'react';
import { onDemand, useOnDemand } from './on-demand';

/** A component made by onDemandComponent(); `preload()` starts loading its code early. */
export type OnDemandComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component whose code loads the first time `shown(props)` is true (a dialog opened, a report
 * shown), kept out of the chunk of the screens that render it: it renders nothing until its code
 * is there, then the loaded component with the same props, shown or not.
 */
export function onDemandComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): OnDemandComponent<P> {
  const part = onDemand(importer);
  function OnDemandPart(props: P) {
    const Loaded = useOnDemand(part, shown(props));
    return Loaded ? createElement(Loaded, props) : null;
  }
  return Object.assign(OnDemandPart, { preload: () => part.load() });
}
