// Code loaded on first use, outside the router: a part of a view (the toast stack, the tooltip's
// placement, an open menu, the rest of the icon set, a dialog) kept in its own chunk, loaded once,
// retried after a failure, never suspending. Route modules use the router's `lazy()` instead
// (Suspense, preload on hover, error screens).
export { onDemand, useOnDemand, type OnDemand } from './on-demand';
export { onDemandComponent, type OnDemandComponent } from './on-demand-component';
