// Code loaded when it is needed: one primitive (`lazyModule`: load once, preload on intent, retry
// after a failure) and the two ways a view uses it. A route's component is `lazy()`: it suspends
// until its code is there, the router preloads it when a link to it is hovered or focused, and a
// failed load shows the route's error screen. A part loaded on use (the sign-in page's menu popup,
// the tooltip's placement, the toasts, the rest of the icon set) never suspends: `useLazyModule()`
// gives the module once it is there, `lazyPart()` a component that draws nothing until then.
export { lazyModule, useLazyModule, type LazyModule, type LazyStatus } from './lazy-module';
export { isLazyComponent, lazy, lazyPart, unloadedComponents, type LazyComponent, type LazyPart } from './lazy-component';
