// React as ES modules for the bundle (build.mjs, reactBindingsPlugin): React ships CommonJS, which
// esbuild reaches through an interop object, so every call in our code was `(0,e.useState)(…)` and
// every JSX element `(0,e.jsx)(…)`, with the interop object made again in every chunk. Through these
// constants a chunk imports `useState` and `jsx` as plain bindings. Only the bundle sees this file;
// the names are React's own, unchanged. A name our code imports from 'react' that is missing here
// stops the build ("No matching export in build/react-esm.js"): add it below.
import * as React from 'react';

export const Children = React.Children;
export const Component = React.Component;
export const Fragment = React.Fragment;
export const cloneElement = React.cloneElement;
export const createContext = React.createContext;
export const createElement = React.createElement;
export const memo = React.memo;
export const startTransition = React.startTransition;
export const use = React.use;
export const useCallback = React.useCallback;
export const useContext = React.useContext;
export const useDeferredValue = React.useDeferredValue;
export const useEffect = React.useEffect;
export const useId = React.useId;
export const useLayoutEffect = React.useLayoutEffect;
export const useMemo = React.useMemo;
export const useReducer = React.useReducer;
export const useRef = React.useRef;
export const useState = React.useState;
export const useSyncExternalStore = React.useSyncExternalStore;
