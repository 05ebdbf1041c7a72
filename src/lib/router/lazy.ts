/**
 * Route modules loaded on demand: `lazy(() => import('./page'))` is a component with `.preload()`,
 * which links call on hover and focus and the router calls before it shows the route, so a page
 * renders only once its code is there. Like React.lazy, but the loading is ours to start and watch.
 */
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { RouterError } from './errors';

/** Where a lazy module is: not asked for, on its way, ready, or failed (the next preload retries). */
export type LazyStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A component whose code loads on demand. */
export interface LazyComponent<P extends object = object> extends FunctionComponent<P> {
  /** Starts loading (once; again after a failure). Resolves when settled — never rejects. */
  preload(): Promise<void>;
  readonly status: LazyStatus;
}

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

function unwrap<P>(loaded: Loaded<P>): ComponentType<P> {
  if (typeof loaded === 'object' && loaded !== null && 'default' in loaded) {
    if (loaded.default === undefined) throw new RouterError('a lazy module has no default export');
    return loaded.default;
  }
  return loaded;
}

/**
 * Wraps `load` (usually `() => import('./page')`, a module with a default export) in a component.
 * Rendered before it has loaded, it suspends; after a failed load it throws the error, so the
 * route's error boundary shows it.
 */
export function lazy<P extends object = object>(load: () => Promise<Loaded<P>>): LazyComponent<P> {
  let status: LazyStatus = 'idle';
  let component: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;

  const preload = (): Promise<void> => {
    if (status === 'loaded') return Promise.resolve();
    if (pending) return pending;
    status = 'loading';
    pending = Promise.resolve()
      .then(load)
      .then(unwrap)
      .then(
        (loaded) => {
          component = loaded;
          failure = null;
          status = 'loaded';
        },
        (error: unknown) => {
          failure = { error };
          status = 'failed';
        },
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  function Lazy(props: P) {
    if (component) return createElement(component, props);
    // A retry in flight keeps showing the last failure rather than suspending an error screen.
    if (failure) throw failure.error;
    use(preload());
    return null;
  }

  return Object.defineProperties(Lazy, {
    preload: { value: preload },
    status: { get: () => status },
    displayName: { value: 'Lazy' },
  }) as LazyComponent<P>;
}

/** True for a component made by `lazy()`. */
export function isLazyComponent(value: unknown): value is LazyComponent {
  return typeof value === 'function' && 'preload' in value && typeof value.preload === 'function';
}

/** The lazy components of a chain of routes that are not loaded yet. */
export function unloadedComponents(routes: readonly { component?: unknown }[]): LazyComponent[] {
  return routes.map((r) => r.component).filter((c): c is LazyComponent => isLazyComponent(c) && c.status !== 'loaded');
}
