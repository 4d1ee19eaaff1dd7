import type { SessionUser } from '../../../shared/schemas/session';
import { deferred } from '../../components/Deferred';
import { UserMenuFace, userMenuLabel, userMenuTriggerClass } from './UserMenuFace';

const DeferredUserMenu = deferred(() => import('./UserMenu').then((m) => m.UserMenu));

export function AccountMenu({ user }: { user: SessionUser }) {
  return (
    <DeferredUserMenu
      user={user}
      trigger={(handlers) => (
        <button
          type="button"
          className={userMenuTriggerClass}
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={userMenuLabel(user)}
          {...handlers}
        >
          <UserMenuFace user={user} />
        </button>
      )}
    />
  );
}
