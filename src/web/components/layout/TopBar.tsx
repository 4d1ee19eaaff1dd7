import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { appMessages, navMessages } from '../../../shared/messages/common';
import { AppLink, AppNavLink } from '../AppLink';
import { Logo } from './Logo';

/** Built when drawn, so each label is read in the page's language. */
const links = () =>
  [
    { to: '/', label: navMessages.home, end: true },
    { to: '/mates', label: navMessages.browse, end: false },
    { to: '/publicar', label: navMessages.publish, end: false },
    { to: '/faq', label: navMessages.faq, end: false },
  ] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-yerba-100 text-yerba-900' : 'text-stone-700 hover:bg-stone-100'}`;

/** Spec §2 top bar: logo, the four links, and on the right the account area (sign-in or bell + user menu). */
export function TopBar({ accountArea }: { accountArea: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLElement>(null);

  // The open phone menu closes on Escape (focus back on its button) and on a tap outside the bar.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <AppLink
          to="/"
          className="mr-2 flex items-center gap-2 rounded-lg"
          aria-label={`${appMessages.name}, ${navMessages.home}`}
          onClick={close}
        >
          <Logo />
        </AppLink>
        <nav aria-label={navMessages.mainNavigation} className="hidden flex-1 items-center gap-1 md:flex">
          {links().map((link) => (
            <AppNavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </AppNavLink>
          ))}
        </nav>
        {/* A fixed height and a minimum width, whatever it shows (placeholder, sign-in button, bell and
            menu): the bar does not move when the session arrives. */}
        <div className="ml-auto flex h-11 min-w-35 items-center justify-end gap-2">{accountArea}</div>
        {/* A native disclosure: the phone menu opens without JavaScript too; the app closes it on a link,
            on Escape and on a tap outside. Its panel lies over the page below the bar. */}
        <details
          className="md:hidden"
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
        >
          <summary
            ref={menuButton}
            className="btn-ghost list-none [&::-webkit-details-marker]:hidden"
            aria-label={menuOpen ? navMessages.closeMenu : navMessages.openMenu}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-6 w-6 shrink-0" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6 shrink-0" />
            )}
          </summary>
          <nav
            id="mobile-navigation"
            aria-label={navMessages.mainNavigation}
            className="absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 py-2 shadow-sm"
          >
            <ul className="flex flex-col gap-1">
              {links().map((link) => (
                <li key={link.to}>
                  <AppNavLink
                    to={link.to}
                    end={link.end}
                    className={(state) => `block ${linkClass(state)}`}
                    onClick={close}
                  >
                    {link.label}
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
