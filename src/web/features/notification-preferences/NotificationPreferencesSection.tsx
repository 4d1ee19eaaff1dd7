import { Switch } from 'radix-ui';
import { fill } from '../../../shared/format';
import { notificationPreferenceMessages as m } from '../../../shared/messages/notification-preferences';
import type { NotificationPreference } from '../../../shared/schemas/notification-preferences';
import { useToast } from '../../components/ToastProvider';
import { LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, SkeletonText } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { useState } from 'react';
import { pushMessages } from '../../../shared/messages/push';
import {
  useEnableDevicePush,
  useNotificationPreferences,
  usePushDevice,
  useSetDeviceCategory,
  useSetEmailPreference,
} from './api';

type PushDevice = NonNullable<ReturnType<typeof usePushDevice>['data']>;

const SWITCH_ROOT =
  'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-stone-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yerba-700 data-[state=checked]:bg-yerba-700';
const SWITCH_THUMB =
  'block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]';

/**
 * /perfil "Notificaciones": per category, whether its news also arrive by e-mail ("Correo") and, once
 * this device is subscribed, as pushes here ("Este dispositivo").
 */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  const device = usePushDevice();
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
          <CategoryRow key={preference.category} preference={preference} device={device.data} />
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
      {device.data && <DevicePush device={device.data} />}
      {body}
    </section>
  );
}

/** Whether this device gets pushes, and the way to turn them on. */
function DevicePush({ device }: { device: PushDevice }) {
  const enable = useEnableDevicePush();
  const [outcome, setOutcome] = useState<string | null>(null);
  if (!device.supported) return <p className="text-sm text-stone-700">{pushMessages.unsupported}</p>;
  if (device.subscription) return <p className="text-sm text-stone-700">{pushMessages.enabled}</p>;
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-stone-700">{pushMessages.intro}</p>
      <button
        type="button"
        className="btn-secondary"
        aria-disabled={enable.isPending || undefined}
        onClick={() => {
          if (enable.isPending) return;
          setOutcome(null);
          enable.mutate(undefined, {
            onSuccess: (result) =>
              setOutcome(
                result === 'denied'
                  ? pushMessages.denied
                  : result === 'unavailable'
                    ? pushMessages.unavailable
                    : null,
              ),
            onError: () => setOutcome(pushMessages.failed),
          });
        }}
      >
        {enable.isPending ? pushMessages.enabling : pushMessages.enable}
      </button>
      {outcome && (
        <p role="alert" className="text-sm text-red-800">
          {outcome}
        </p>
      )}
    </div>
  );
}

function CategoryRow({
  preference,
  device,
}: {
  preference: NotificationPreference;
  device: PushDevice | undefined;
}) {
  const setDevice = useSetDeviceCategory();
  const subscription = device?.subscription ?? null;
  const onDevice = device?.categories.includes(preference.category) ?? false;
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
            className={SWITCH_ROOT}
          >
            <Switch.Thumb className={SWITCH_THUMB} />
          </Switch.Root>
        </div>
        {subscription && device && (
          <div className="flex items-center gap-3">
            <label htmlFor={`device-${preference.category}`} className="text-sm font-medium text-stone-800">
              {pushMessages.deviceColumn}
            </label>
            <Switch.Root
              id={`device-${preference.category}`}
              checked={onDevice}
              aria-label={fill(pushMessages.deviceFor, { category })}
              aria-describedby={`${id}-hint`}
              onCheckedChange={(on) =>
                setDevice.mutate(
                  {
                    subscription,
                    categories: on
                      ? [...device.categories, preference.category]
                      : device.categories.filter((c) => c !== preference.category),
                  },
                  {
                    onSuccess: () =>
                      toast.success(fill(on ? pushMessages.deviceOn : pushMessages.deviceOff, { category })),
                    onError: (error) => toast.error(errorMessage(error, m.saveFailed)),
                  },
                )
              }
              className={SWITCH_ROOT}
            >
              <Switch.Thumb className={SWITCH_THUMB} />
            </Switch.Root>
          </div>
        )}
      </div>
    </li>
  );
}
