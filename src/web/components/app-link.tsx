import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';

/** Spec §2: a click on a link to the page you are on scrolls back to the top. */
function useScrollIfCurrent(to: LinkProps['to']) {
  const location = useLocation();
  return () => {
    const target = typeof to === 'string' ? to : to.pathname;
    if (target === location.pathname) window.scrollTo({ top: 0 });
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
