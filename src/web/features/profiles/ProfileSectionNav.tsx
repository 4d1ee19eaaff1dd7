import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PROFILE_SECTIONS, type ProfileSection } from '../../../shared/app-routes';
import { fill } from '../../../shared/format';
import { profileMessages } from '../../../shared/messages/profiles';
import { AppNavLink } from '../../components/AppLink';

/** A menu entry's name, in the active language. */
export function profileSectionLabel(section: ProfileSection): string {
  const labels: Record<ProfileSection, string> = {
    profile: profileMessages.sectionProfile,
    requests: profileMessages.sectionRequests,
    bookings: profileMessages.sectionBookings,
    mates: profileMessages.sectionMates,
    notifications: profileMessages.sectionNotifications,
    data: profileMessages.sectionData,
  };
  return labels[section];
}

const SECTIONS = Object.keys(PROFILE_SECTIONS) as ProfileSection[];

/** The section an address shows (an unknown one reads as "Mi perfil"). */
export function sectionOf(pathname: string): ProfileSection {
  const path = pathname.replace(/\/+$/, '');
  return SECTIONS.find((section) => PROFILE_SECTIONS[section] === path) ?? 'profile';
}

/**
 * /perfil's menu: on a phone a row of tabs that scrolls sideways on its own (the page never does), beside
 * the section from a tablet's width on. The current one is a link with aria-current="page" (NavLink's).
 * "Solicitudes" carries how many requests wait for an answer.
 */
export function ProfileSectionNav({ pending }: { pending: number }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // The current tab is in view on a phone, even the last ones ("Tus datos").
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={profileMessages.sectionsLabel} className="-mx-4 md:mx-0 md:w-52 md:shrink-0">
      <ul
        ref={list}
        className="relative flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:flex-col md:gap-1 md:overflow-visible md:px-0 md:pb-0"
      >
        {SECTIONS.map((section) => (
          <li key={section} className="shrink-0">
            <AppNavLink
              to={PROFILE_SECTIONS[section]}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-between gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap md:rounded-lg md:border-transparent ${
                  isActive
                    ? 'border-yerba-700 bg-yerba-700 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
                }`
              }
            >
              {profileSectionLabel(section)}
              {section === 'requests' && pending > 0 && (
                <>
                  <span
                    aria-hidden="true"
                    className="min-w-6 rounded-full bg-calabaza-100 px-2 text-center text-xs font-bold text-stone-900"
                  >
                    {pending}
                  </span>
                  <span className="sr-only">({fill(profileMessages.pendingCount, { count: pending })})</span>
                </>
              )}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
