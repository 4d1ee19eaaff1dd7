import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { appMessages } from '../../shared/messages/common';
import { Footer } from '../components/layout/Footer';
import { TopBar } from '../components/layout/TopBar';
import { Skeleton } from '../components/ui/Skeleton';
import { UpdateNotice } from '../components/UpdateNotice';
import { useLoginPrompt } from '../components/LoginPromptProvider';
import { useToast } from '../components/ToastProvider';
import { installableAppMessages } from '../../shared/messages/installable-app';
import { AccountMenu } from '../features/auth/AccountMenu';
import { SignInButton } from '../features/auth/SignInButton';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useLiveEvents } from '../lib/live-events';
import { useSession } from '../lib/session';
import { useProfileLanguage } from '../lib/switch-language';

/**
 * Every page load's first entry has the key "default": left alone, a typed or linked URL would open
 * at the scroll position of whatever page was loaded before it. Each load gets a key of its own.
 */
const firstEntryKey = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const scrollKey = (location: Location) => (location.key === 'default' ? firstEntryKey : location.key);

// Overlays load when first needed, keeping the first page light (build budget: scripts/check-bundle.ts).
const loadLoginModal = () => import('../features/auth/LoginModal').then((m) => m.LoginModal);

/**
 * The login modal, loaded the first time it is asked for and then kept mounted, so closing it returns
 * focus where it was. Offline its script cannot arrive: the prompt closes and a toast says why, where a
 * lazy component would have thrown over the whole page.
 */
function LoginModalOnDemand() {
  const { isOpen, setOpen } = useLoginPrompt();
  const toast = useToast();
  const [Modal, setModal] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!isOpen || Modal) return;
    let current = true;
    loadLoginModal().then(
      (component) => current && setModal(() => component),
      () => {
        if (!current) return;
        setOpen(false);
        toast.error(installableAppMessages.offlineToast);
      },
    );
    return () => {
      current = false;
    };
  }, [isOpen, Modal, setOpen, toast]);
  return Modal ? <Modal /> : null;
}

export function RootLayout() {
  const { user, config, loading } = useSession();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);
  useLiveEvents(user?.id ?? null);
  useProfileLanguage(user?.language ?? null);

  // Focus moves to the new page's content so screen readers start there, not at the old link.
  // In the commit that removes the old page: focus never rests on the page as a whole in between.
  useLayoutEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  // While the session loads, a box the size of the sign-in button: the bar keeps its shape.
  const accountArea = loading ? (
    <Skeleton className="h-9 w-35 rounded-lg" />
  ) : user ? (
    <>
      <NotificationBell />
      <AccountMenu user={user} />
    </>
  ) : (
    <SignInButton />
  );

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {appMessages.skipToContent}
      </a>
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed top-0 right-0 left-0 z-50 h-1 animate-pulse bg-yerba-500" />
      )}
      <TopBar accountArea={accountArea} />
      {/* At least a screen tall (less the top bar): the footer starts below the fold, so a page that
          grows as its data arrives never pushes a footer someone is looking at. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        <Outlet />
      </main>
      {/* Each page ends with a footer of its own: after a footer link, the footer in view leaves with the
          old page instead of sliding to where the new one ends (a layout shift when that page is slow). */}
      <Footer key={pathname} signedIn={Boolean(user)} instagramUrl={config?.instagramUrl ?? null} />
      <UpdateNotice />
      <LoginModalOnDemand />
      {/* Spec §2: a new page starts at the top (a link to an anchor scrolls to it instead); going back
          returns to where the reader was on that page. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
