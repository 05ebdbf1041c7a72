// React's JSX runtime as an ES module for the bundle: see react-esm.js beside this file.
import * as runtime from 'react/jsx-runtime';

export const Fragment = runtime.Fragment;
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
