import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useEffect } from 'react';
import { createPath, resolvePath, resolveTarget, type To, withBasename } from './history';
import { useBasename, useLocation, useNavigate } from './router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a navigation in the app. */
  reloadDocument?: boolean;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * An anchor with a real href (it works before the script has loaded, and opens in a new tab with
 * a modifier key) that navigates in the app on a plain click.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...props }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const basename = useBasename();
  const path = createPath(resolveTarget(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(path, { replace: replace ?? path === createPath(location), state });
  };
  return <a {...props} href={withBasename(path, basename)} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on exactly this path, not on the pages under it. */
  end?: boolean;
  children?: ReactNode;
};

/** A Link that knows it points at the current page (aria-current="page"), or one of its sub-pages. */
export function NavLink({ className, end = false, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolvePath(props.to, { pathname, search: '' }).pathname.replace(/\/+$/, '') || '/';
  const here = pathname.replace(/\/+$/, '') || '/';
  const isActive =
    here.toLowerCase() === target.toLowerCase() ||
    (!end && target !== '/' && here.toLowerCase().startsWith(`${target.toLowerCase()}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Goes to `to` once rendered (after the render, as a redirect should). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one redirect per mount, as React Router's
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}
