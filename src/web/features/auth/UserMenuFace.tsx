import { navMessages } from '../../../shared/messages/common';
import type { SessionUser } from '../../../shared/schemas/session';
import { Avatar } from '../../components/ui/Avatar';

export const userMenuTriggerClass =
  'flex items-center gap-2 rounded-full py-1 pr-1 pl-1 hover:bg-stone-100 sm:pr-3';

export const userMenuLabel = (user: SessionUser) =>
  `${navMessages.userMenu}: ${user.displayName}, ${user.roleLabel}`;

/** What the user menu's button shows: initial avatar, name and role label (spec §2). */
export function UserMenuFace({ user }: { user: SessionUser }) {
  return (
    <>
      <Avatar name={user.displayName} url={user.avatarUrl} />
      <span className="hidden text-left leading-tight sm:block">
        <span className="block max-w-32 truncate text-sm font-semibold text-stone-900">
          {user.displayName}
        </span>
        <span className="block text-xs text-stone-600">{user.roleLabel}</span>
      </span>
    </>
  );
}
