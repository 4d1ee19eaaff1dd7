import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';

/**
 * Spec §2: a click on a link to the page you are on scrolls back to the top (or to its anchor, which
 * the router would otherwise ignore when the address does not change).
 */
function useScrollIfCurrent(to: LinkProps['to']) {
  const location = useLocation();
  return () => {
    const [pathname, hash] = (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.hash ?? ''}`).split(
      '#',
    );
    if (pathname !== location.pathname) return;
    if (hash) document.getElementById(hash)?.scrollIntoView();
    else window.scrollTo({ top: 0 });
  };
}

export function AppLink({ to, onClick, ...props }: LinkProps) {
  const scrollIfCurrent = useScrollIfCurrent(to);
  return (
    <Link
      to={to}
      onClick={(event) => {
        scrollIfCurrent();
        onClick?.(event);
      }}
      {...props}
    />
  );
}

export function AppNavLink({ to, onClick, ...props }: NavLinkProps) {
  const scrollIfCurrent = useScrollIfCurrent(to);
  return (
    <NavLink
      to={to}
      onClick={(event) => {
        scrollIfCurrent();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
