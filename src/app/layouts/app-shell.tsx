import { useEffect, useRef, useState } from 'react';
import { Outlet, usePathname } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { useSettings } from '../../lib/settings';
import { QueryClientProvider } from '../../lib/query';
import { useAuth, useStaffAccess } from '../../lib/auth';
import { useLazyModule } from '../../lib/lazy';
import { RecentVisitsProvider } from '../../lib/recent';
import { subscribeLive } from '../../lib/live';
import { createClaimsStore } from '../../features/reviews/claims';
import { ClaimsProvider } from '../../features/reviews/claims-provider';
import { liveCode } from '../live/load';
import { queryClient } from '../query-client';
import { usePalette } from '../palette/launcher';
import { roleMayOpen, screenOf } from '../navigation';
import { NotForRoleScreen } from '../screens/not-for-role';
import { RecordVisits, useRecentVisitsOf } from '../recent-visits';
import { Header } from './header';
import { Rail, SectionPanel } from './sidebar';
import { Drawer, FullNav } from './sidebar-full';
import { useSidebar } from './use-sidebar';

const SIDEBAR_ID = 'app-sidebar';

// `GET /claims` from the reviews' endpoints, imported on first use: only a queue or a details page
// watches the claims, and it has loaded them already, so the shell's chunk goes without.
const loadClaims = (signal: AbortSignal) => import('../../features/reviews/api').then((api) => api.fetchClaims(signal));

/**
 * The signed-in frame: skip link, sidebar (main-layout's rail and section panel, or sideblock's
 * full list), header and the page, the command palette (Ctrl+K) and the live stream while signed
 * in. It owns what the pages share for the session and passes it down: the query cache, the review
 * claims and the user's recent visits (noting the record a screen declares). The layout is the one
 * chosen in the appearance settings.
 */
export default function AppShell() {
  const t = useT();
  const { settings } = useSettings();
  const sidebar = useSidebar();
  const pathname = usePathname();
  const mainRef = useRef<HTMLElement>(null);
  const layout = settings.themeLayout;
  const palette = usePalette();
  const visits = useRecentVisitsOf(useAuth().user?.id ?? null);
  const live = useLazyModule(liveCode, true);
  // The session's review claims, followed while a queue or a details page watches them.
  const [claims] = useState(() => createClaimsStore({ load: loadClaims, subscribe: subscribeLive }));

  // An overlaid sidebar or the drawer closes once the user has picked a page.
  useEffect(() => {
    if (sidebar.overlay) sidebar.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on navigation
  }, [pathname]);

  // Signing out unmounts the shell: drop the cached data so another account never sees it.
  useEffect(() => () => queryClient.reset(), []);

  // Between 1024 and 1279 px the open sidebar lies over the page: Esc closes it and focus goes
  // back to the button that opened it (the drawer below 1024 px gets both from <dialog>).
  const overlaid = sidebar.open && sidebar.overlay && !sidebar.drawer;
  const closeSidebar = sidebar.close;
  useEffect(() => {
    if (!overlaid) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeSidebar();
      document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlaid, closeSidebar]);

  const closeIfOverlay = sidebar.overlay ? sidebar.close : undefined;
  // A screen the staff role may not open says so in its place, without loading its page; a role
  // changed live puts the page back (or away) at once.
  const { role } = useStaffAccess();
  const screen = screenOf(pathname);
  const barred = screen && role !== null && !roleMayOpen(role, screen.permission) ? role : null;
  return (
    <QueryClientProvider client={queryClient}>
    <ClaimsProvider store={claims}>
    <RecentVisitsProvider visits={visits}>
    {live && <live.LiveSession />}
    <RecordVisits visits={visits} />
    <div className="shell" data-layout={layout} data-sidebar={sidebar.open ? 'open' : 'closed'} data-overlay={sidebar.overlay ? '' : undefined}>
      <a href="#main" className="skip-link" onClick={(e) => { e.preventDefault(); mainRef.current?.focus(); }}>
        {t('app.skipToContent')}
      </a>
      {sidebar.drawer ? (
        <Drawer id={SIDEBAR_ID} open={sidebar.open} onClose={sidebar.close} />
      ) : (
        <nav id={SIDEBAR_ID} className="sidebar" aria-label={t('nav.label')}>
          {layout === 'main-layout' && <Rail />}
          {sidebar.open && (layout === 'main-layout' ? <SectionPanel onNavigate={closeIfOverlay} /> : <FullNav onNavigate={closeIfOverlay} />)}
        </nav>
      )}
      {overlaid && (
        <div className="shell__backdrop" aria-hidden="true" onClick={sidebar.close} />
      )}
      <div className="shell__body">
        <Header sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} sidebarId={SIDEBAR_ID} onOpenPalette={palette.show} />
        <main id="main" ref={mainRef} tabIndex={-1} className="shell__main">
          {barred && screen ? <NotForRoleScreen role={barred} label={screen.label} /> : <Outlet />}
        </main>
      </div>
      {palette.element}
    </div>
    </RecentVisitsProvider>
    </ClaimsProvider>
    </QueryClientProvider>
  );
}
