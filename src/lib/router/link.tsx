import { useContext, useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { PathnameContext, useBasePathname, useNavigator } from './context';
import { useNavigate } from './hooks';
import { createPath, isExternalUrl, joinPaths, resolvePath } from './path';

/** Props of `<Link>`: an anchor's, with `to` in place of `href`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, one relative to the enclosing route, or an external URL (left to the browser). */
  to: string;
  /** Replace the current entry instead of pushing one. Default false. */
  replace?: boolean;
  /** Kept with the entry (`useLocation().state`). */
  state?: unknown;
  /** Load the target's route modules on hover, focus and touch. Default true. */
  preload?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * An `<a href>` that navigates through the history on a plain left click; modified clicks, another
 * `target`, `download` and external URLs stay the browser's.
 */
export function Link({ to, replace = false, state, preload = true, ...anchor }: LinkProps) {
  const router = useNavigator('Link');
  const { history } = router;
  const base = useBasePathname();
  const external = isExternalUrl(to);
  const path = external ? to : createPath(resolvePath(to, base));
  const warm = () => {
    if (preload && !external) router.preload(path);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    anchor.onClick?.(event);
    const ownTarget = !anchor.target || anchor.target === '_self';
    if (event.defaultPrevented || external || !isPlainLeftClick(event) || !ownTarget || anchor.download !== undefined) return;
    event.preventDefault();
    if (replace) history.replace(path, state);
    else history.push(path, state);
  };
  return (
    <a
      {...anchor}
      href={external ? to : history.createHref(path)}
      onClick={onClick}
      onMouseEnter={(event) => {
        anchor.onMouseEnter?.(event);
        warm();
      }}
      onFocus={(event) => {
        anchor.onFocus?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        anchor.onTouchStart?.(event);
        warm();
      }}
    />
  );
}

/** Props of `<NavLink>`. */
export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path, not below it. Default false. */
  end?: boolean;
}

/** True when `pathname` is `target` or (unless `end`) below it; `/` matches only itself. */
export function isActivePath(pathname: string, target: string, end = false): boolean {
  const here = joinPaths(pathname).toLowerCase();
  const there = joinPaths(target).toLowerCase();
  if (here === there) return true;
  return !end && there !== '/' && here.startsWith(`${there}/`);
}

/** A Link that marks itself `aria-current="page"` and `data-active` while its path is shown. */
export function NavLink({ end = false, ...link }: NavLinkProps) {
  useNavigator('NavLink');
  const pathname = useContext(PathnameContext);
  const base = useBasePathname();
  const active = !isExternalUrl(link.to) && isActivePath(pathname, resolvePath(link.to, base).pathname, end);
  return <Link {...link} aria-current={active ? 'page' : link['aria-current']} data-active={active ? '' : undefined} />;
}

/** Navigates on mount (replacing the entry by default) and renders nothing. */
export function Navigate({ to, replace = true, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // Only a new target navigates again: a fresh `state` object on each render must not loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => navigate(to, { replace, state }), [to, replace]);
  return null;
}
