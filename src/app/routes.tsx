/**
 * The route table of PRODUCT.md. Each screen is a lazy module (its own chunk, preloaded when a link
 * to it is hovered or focused); sections not built yet share the "not available yet" screen.
 */
import { lazy, type RouteObject } from '../lib/router';
import type { ComponentType } from 'react';
import { NotFoundScreen } from './screens/error-screen';
// The sign-in screen is in the first chunk: a signed-out visitor sees the form without waiting for
// a second round trip. Every other screen is a lazy chunk.
import AuthLayout from './layouts/auth-layout';
import Login from '../features/auth/pages/login';
import { loadIcons } from '../ui';

/**
 * A lazy screen that also brings the whole icon set (the first chunk holds the sign-in icons only),
 * so its icons draw on its first paint; if the set fails to load, each icon retries on its own.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadIcons().catch(() => undefined)]).then(([module]) => module));

const AppShell = screen(() => import('./layouts/app-shell'));
const PasswordLayout = screen(() => import('./layouts/password-layout'));
const NotAvailable = screen(() => import('./screens/not-available'));
const ForgotPassword = screen(() => import('../features/auth/pages/forgot-password'));
const SetPassword = screen(() => import('../features/auth/pages/set-password'));
const SettingsLayout = screen(() => import('../features/settings/pages/settings-layout'));
const GeneralSettings = screen(() => import('../features/settings/pages/general'));
const SecuritySettings = screen(() => import('../features/settings/pages/security'));
const AppearanceSettings = screen(() => import('../features/settings/pages/appearance'));

const soon = (path: string): RouteObject => ({ path, component: NotAvailable });
const queue = (path: string, details: string): RouteObject => ({
  path,
  children: [
    { index: true, redirect: 'all' },
    soon('all'), soon('pending'), soon('approved'), soon('rejected'),
    soon(`${details}/:id`),
  ],
});

export const routes: RouteObject[] = [
  {
    path: '/login',
    access: 'guest',
    component: AuthLayout,
    children: [{ index: true, component: Login }],
  },
  {
    path: '/password',
    access: 'public',
    component: PasswordLayout,
    children: [
      { index: true, redirect: 'forgot-password' },
      { path: 'forgot-password', component: ForgotPassword },
      { path: 'set-password', component: SetPassword },
    ],
  },
  {
    path: '/',
    access: 'protected',
    component: AppShell,
    children: [
      { index: true, redirect: '/dashboards' },
      { path: 'dashboards', children: [{ index: true, redirect: 'home' }, soon('home')] },
      { path: 'management', children: [{ index: true, redirect: 'users' }, soon('users')] },
      queue('dive-master', 'details'),
      queue('trips', 'details'),
      queue('products', 'view'),
      { path: 'news', children: [{ index: true, redirect: 'all' }, soon('all')] },
      {
        path: 'legal',
        children: [
          { index: true, redirect: 'terms-and-conditions' },
          soon('terms-and-conditions'), soon('privacy-policy'), soon('about-us'), soon('contact-us'),
        ],
      },
      { path: 'contact', children: [{ index: true, redirect: 'all' }, soon('all')] },
      {
        path: 'settings',
        component: SettingsLayout,
        children: [
          { index: true, redirect: 'general' },
          { path: 'general', component: GeneralSettings },
          { path: 'security', component: SecuritySettings },
          { path: 'appearance', component: AppearanceSettings },
        ],
      },
      // Signed in, an unknown path shows the 404 inside the shell; signed out, it asks to sign in first.
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
