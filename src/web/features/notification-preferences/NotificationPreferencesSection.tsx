import { Switch } from 'radix-ui';
import { fill } from '../../../shared/format';
import { notificationPreferenceMessages as m } from '../../../shared/messages/notification-preferences';
import type { NotificationPreference } from '../../../shared/schemas/notification-preferences';
import { useToast } from '../../components/ToastProvider';
import { LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, SkeletonText } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { useNotificationPreferences, useSetEmailPreference } from './api';

/**
 * /perfil "Notificaciones": per category, whether its news also arrive by e-mail. Each row keeps room
 * for a second switch, "Este dispositivo", beside "Correo".
 */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  let body;
  if (preferences.isPending) {
    body = (
      <LoadingRegion>
        <SkeletonText lines={4} width="w-full" />
      </LoadingRegion>
    );
  } else if (preferences.isError) {
    body = <LoadFailed level={3} title={m.loadFailed} onRetry={preferences.refetch} />;
  } else {
    body = (
      <ul className="divide-y divide-stone-200" aria-labelledby="notifications-title">
        {preferences.data.preferences.map((preference) => (
          <CategoryRow key={preference.category} preference={preference} />
        ))}
      </ul>
    );
  }
  return (
    <section
      id="notificaciones"
      aria-labelledby="notifications-title"
      className="card flex scroll-mt-24 flex-col gap-4 p-6"
    >
      <h2 id="notifications-title" className="text-2xl font-bold text-stone-900">
        {m.title}
      </h2>
      <p className="text-stone-700">{m.intro}</p>
      {body}
    </section>
  );
}

function CategoryRow({ preference }: { preference: NotificationPreference }) {
  const setEmail = useSetEmailPreference();
  const toast = useToast();
  const category = m.categories[preference.category];
  const id = `email-${preference.category}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold text-stone-900">{category}</h3>
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {m.hints[preference.category]}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-6">
        <div className="flex items-center gap-3">
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            {m.email}
          </label>
          <Switch.Root
            id={id}
            checked={preference.email}
            aria-label={fill(m.emailFor, { category })}
            aria-describedby={`${id}-hint`}
            onCheckedChange={(email) =>
              setEmail.mutate(
                { category: preference.category, email },
                {
                  onSuccess: () => toast.success(fill(email ? m.emailOn : m.emailOff, { category })),
                  onError: (error) => toast.error(errorMessage(error, m.saveFailed)),
                },
              )
            }
            className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-stone-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yerba-700 data-[state=checked]:bg-yerba-700"
          >
            <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
        </div>
      </div>
    </li>
  );
}
