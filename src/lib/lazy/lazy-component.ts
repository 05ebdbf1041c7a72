/**
 * Components whose code loads later, both over `lazyModule`: `lazy()` for a route (suspends until
 * loaded, the router preloads it) and `lazyPart()` for a part of a view (draws nothing until loaded).
 */
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { lazyModule, useLazyModule, type LazyStatus } from './lazy-module';

/** A route component whose code loads on demand. */
export interface LazyComponent<P extends object = object> extends FunctionComponent<P> {
  /** Starts loading (once; again after a failure). Resolves when settled, never rejects. */
  preload(): Promise<void>;
  readonly status: LazyStatus;
}

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

function unwrap<P>(loaded: Loaded<P>): ComponentType<P> {
  if (typeof loaded === 'object' && loaded !== null && 'default' in loaded) {
    if (loaded.default === undefined) throw new Error('lazy: the module has no default export');
    return loaded.default;
  }
  return loaded;
}

/**
 * Wraps `load` (usually `() => import('./page')`, a module with a default export) in a component.
 * Rendered before it has loaded, it suspends; after a failed load it throws the error, so the
 * route's error boundary shows it. Links call `preload()` on hover and focus, the router before it
 * shows the route, so a page renders only once its code is there.
 */
export function lazy<P extends object = object>(load: () => Promise<Loaded<P>>): LazyComponent<P> {
  const module = lazyModule(() => load().then(unwrap));

  function Lazy(props: P) {
    if (module.current) return createElement(module.current, props);
    // A retry in flight keeps showing the last failure rather than suspending an error screen.
    if (module.failure) throw module.failure.error;
    use(module.preload());
    return null;
  }

  return Object.defineProperties(Lazy, {
    preload: { value: module.preload },
    status: { get: () => module.status },
    displayName: { value: 'Lazy' },
  }) as LazyComponent<P>;
}

/** True for a component made by `lazy()`. */
export function isLazyComponent(value: unknown): value is LazyComponent {
  return typeof value === 'function' && 'preload' in value && typeof value.preload === 'function' && 'status' in value;
}

/** The lazy components of a chain of routes that are not loaded yet. */
export function unloadedComponents(routes: readonly { component?: unknown }[]): LazyComponent[] {
  return routes.map((r) => r.component).filter((c): c is LazyComponent => isLazyComponent(c) && c.status !== 'loaded');
}

/** A component made by lazyPart(); `preload()` starts loading its code early. */
export type LazyPart<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A part of a view whose code loads the first time `shown(props)` is true (a menu opened): it
 * draws nothing until its code is there, then the loaded component with the same props, shown or
 * not. It never suspends, so the view around it stays as it is.
 */
export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>, shown: (props: P) => boolean): LazyPart<P> {
  const module = lazyModule(importer);
  function Part(props: P) {
    const Loaded = useLazyModule(module, shown(props));
    return Loaded ? createElement(Loaded, props) : null;
  }
  return Object.assign(Part, { preload: module.preload });
}
