/**
 * The route table, built from the screen declarations (screens.tsx): the sign-in frame, the
 * password-recovery frame, and the signed-in shell with one branch per section (its root goes to
 * its first screen). Each lazy screen is its own chunk, preloaded when a link to it is hovered or
 * focused; a screen declared without a module shows the "not available yet" screen.
 */
import { lazy } from '../lib/lazy';
import type { RouteObject } from '../lib/router';
import type { ComponentType } from 'react';
import { loadIcons } from '../ui';
import { NotFoundScreen } from './screens/error-screen';
import AuthLayout from './layouts/auth-layout';
import { paths } from '../paths';
import { SCREENS, SECTIONS, type ScreenDeclaration, type ScreenFrame } from './screens';

type Load = () => Promise<{ default: ComponentType }>;

/** A frame's code with the icon set (ui/icon-paths.ts), so its first paint has every icon. */
const withIcons = <M,>(load: () => Promise<M>) => () => Promise.all([load(), loadIcons()]).then(([module]) => module);

// The shell, or the two-factor setup a server may require first (layouts/signed-in.tsx).
const SignedIn = lazy(withIcons(() => import('./layouts/signed-in')));
const PasswordLayout = lazy(withIcons(() => import('./layouts/password-layout')));
const NotAvailable = lazy(() => import('./screens/not-available'));

// One lazy component per module, so two declarations of one page share a chunk and its state.
const lazyByLoad = new Map<Load, ReturnType<typeof lazy>>();
const lazyOf = (load: Load) => {
  let component = lazyByLoad.get(load);
  if (!component) lazyByLoad.set(load, (component = lazy(load)));
  return component;
};

function routeOf(s: ScreenDeclaration): RouteObject {
  const component = s.component ?? (s.load ? lazyOf(s.load) : NotAvailable);
  return { path: s.path, component, title: s.title, ...(s.access ? { access: s.access } : {}) };
}

const inFrame = (frame: ScreenFrame) => SCREENS.filter((s) => (s.frame ?? 'shell') === frame).map(routeOf);

const sectionRoutes: RouteObject[] = SECTIONS.map((section) => {
  const children = SCREENS.filter((s) => s.section === section.id);
  const first = children.find((s) => s.nav !== false);
  return {
    path: section.root,
    ...(section.layout ? { component: lazyOf(section.layout) } : {}),
    children: [...(first ? [{ index: true, redirect: first.path }] : []), ...children.map(routeOf)],
  };
});

export const routes: RouteObject[] = [
  { path: paths.login, access: 'guest', component: AuthLayout, children: inFrame('sign-in').map((r) => ({ ...r, path: undefined, index: true })) },
  {
    path: paths.password.root,
    access: 'public',
    component: PasswordLayout,
    children: [{ index: true, redirect: paths.password.forgot }, ...inFrame('password')],
  },
  {
    path: '/',
    access: 'protected',
    component: SignedIn,
    children: [
      { index: true, redirect: paths.dashboards.root },
      ...sectionRoutes,
      // Signed in, an unknown path shows the 404 inside the shell; signed out, it asks to sign in first.
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
