import { useI18n } from '../../lib/i18n';
import { useAuth, useStaffAccess } from '../../lib/auth';
import { useNavigate, usePathname } from '../../lib/router';
import { toast } from '../../lib/feedback';
import { useLazyModule } from '../../lib/lazy';
import { Icon, IconButton } from '../../ui';
import { LanguageMenu, ThemeToggle } from '../components/preferences';
import { MenuButton } from '../components/menu-button';
import { Avatar } from '../components/avatar';
import { pageLabelOf, sectionOf } from '../navigation';
import { paths } from '../../paths';
import { personName } from '../../contract';
import { useScrolled } from './use-sidebar';
import { announceSignOut } from '../../features/auth/api';
import { liveCode } from '../live/load';

export interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  sidebarId: string;
  /** Opens the command palette. */
  onOpenPalette(): void;
}

function Breadcrumb() {
  const { t } = useI18n();
  const pathname = usePathname();
  const section = sectionOf(pathname);
  const page = pageLabelOf(pathname);
  if (!section) return null;
  return (
    <nav aria-label={t('shell.breadcrumb')} className="breadcrumb">
      <ol>
        <li>{t(section.label)}</li>
        {page && <li aria-current="page">{t(page)}</li>}
      </ol>
    </nav>
  );
}

function ProfileMenu() {
  const { t } = useI18n();
  const { user, logout } = useAuth();
  const { role } = useStaffAccess();
  const navigate = useNavigate();
  if (!user) return null;
  const name = personName(user);
  return (
    <MenuButton
      label={t('shell.profileMenu', { name })}
      className="header__profile"
      trigger={<Avatar user={user} size="sm" />}
      header={
        <div className="profile-card">
          <Avatar user={user} />
          <div>
            <p className="profile-card__name">{name}</p>
            <p className="profile-card__email">{user.email}</p>
            {role && <p className="profile-card__role">{t('shell.staffRole.label', { role: t(`shell.staffRole.${role}`) })}</p>}
          </div>
        </div>
      }
      items={[
        { key: 'general', label: t('nav.items.general'), icon: <Icon name="user" />, onSelect: () => navigate(paths.settings.general) },
        { key: 'security', label: t('nav.items.security'), icon: <Icon name="lock" />, onSelect: () => navigate(paths.settings.security) },
        { key: 'appearance', label: t('nav.items.appearance'), icon: <Icon name="palette" />, onSelect: () => navigate(paths.settings.appearance) },
        {
          key: 'logout', label: t('shell.signOut'), icon: <Icon name="logout" />,
          onSelect: () => { announceSignOut(); logout(); toast.info(t('shell.signedOut')); },
        },
      ]}
    />
  );
}

/** The button that opens the command palette, for those who do not know Ctrl+K. */
function PaletteButton({ onOpen }: { onOpen(): void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="header__search" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={onOpen}>
      <Icon name="search" />
      <span className="header__search-text">{t('palette.open')}</span>
      <kbd className="kbd header__search-keys" aria-hidden="true">{t('shortcuts.keys.modK')}</kbd>
    </button>
  );
}

/** The top bar: sidebar toggle, breadcrumb, the palette's button, the live stream's state, language, theme and the account menu. */
export function Header({ sidebarOpen, onToggleSidebar, sidebarId, onOpenPalette }: HeaderProps) {
  const { t } = useI18n();
  const scrolled = useScrolled();
  const live = useLazyModule(liveCode, true);
  return (
    <header className="header" data-scrolled={scrolled ? '' : undefined}>
      <IconButton
        label={t(sidebarOpen ? 'shell.closeSidebar' : 'shell.openSidebar')}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </IconButton>
      <Breadcrumb />
      <div className="header__end">
        <PaletteButton onOpen={onOpenPalette} />
        {live && <live.LiveIndicator />}
        <LanguageMenu />
        <ThemeToggle />
        <ProfileMenu />
      </div>
    </header>
  );
}
