import { useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { adminMessages } from '../../../shared/messages/admin';
import { navMessages } from '../../../shared/messages/common';
import { sessionMessages } from '../../../shared/messages/session';
import type { SessionUser } from '../../../shared/schemas/session';
import { AppLink } from '../../components/AppLink';
import { useToast } from '../../components/ToastProvider';
import { useSignOut } from './api';
import { UserMenuFace, userMenuLabel, userMenuTriggerClass } from './UserMenuFace';
import { APP_PAGES } from '../../../shared/app-routes';

// The pale highlight follows the pointer; keyboard focus also gets the page's green ring, drawn inside.
const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-stone-800 -outline-offset-2 data-[highlighted]:bg-yerba-50 data-[highlighted]:text-yerba-900';

/** Spec §2 user menu: initial avatar, name and role label; Mis Mates only for hosts, Panel for operators. */
export function UserMenu({
  user,
  defaultOpen,
  openedByKeyboard,
}: {
  user: SessionUser;
  defaultOpen?: boolean;
  openedByKeyboard?: boolean;
}) {
  const navigate = useNavigate();
  // Opened by a key before this menu had loaded, Radix would focus the menu itself: the first item it is,
  // as on every later keyboard open. Only that first time.
  const focusFirstItem = useRef(Boolean(defaultOpen && openedByKeyboard));
  const toast = useToast();
  const signOut = useSignOut();
  const items = [
    { to: '/perfil', label: navMessages.profile },
    ...(user.role === 'host' ? [{ to: APP_PAGES.myMates, label: navMessages.myMates }] : []),
    { to: '/conversations', label: navMessages.conversations },
    { to: '/faq', label: navMessages.faqLong },
    ...(user.isAdmin ? [{ to: '/admin', label: adminMessages.navPanel }] : []),
  ];

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: ({ forced }) => {
        if (forced) toast.error(sessionMessages.signOutFailed);
        void navigate('/');
      },
    });

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger className={userMenuTriggerClass} aria-label={userMenuLabel(user)}>
        <UserMenuFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
          onFocus={(event) => {
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            event.currentTarget
              .querySelector<HTMLElement>('[role="menuitem"]')
              ?.focus({ preventScroll: true });
          }}
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold text-stone-900">{user.displayName}</span>
            <span className="block text-xs text-stone-600">{user.roleLabel}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} className={itemClass} asChild>
              <AppLink to={item.to}>{item.label}</AppLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut} disabled={signOut.isPending}>
            {navMessages.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
