import type { MateDetail } from '../../../shared/schemas/mates';
import { deferred } from '../../components/Deferred';
import { useSession } from '../../lib/session';
import { ContactHostTrigger, mayContactHost } from './ContactHostTrigger';

const DeferredContactHostForm = deferred(() => import('./ContactHostForm').then((m) => m.ContactHostForm));

/** "Escribile al anfitrión" on the mate's page: the button alone until used, then the form, open. */
export function ContactHostButton({ mate }: { mate: MateDetail }) {
  const { user, isRegistered } = useSession();
  if (!mayContactHost(user, isRegistered, mate)) return null;
  return (
    <DeferredContactHostForm
      mate={mate}
      trigger={(handlers) => (
        // As placed by the form: under the booking panel.
        <div className="mt-3 flex flex-col gap-2">
          <ContactHostTrigger aria-haspopup="dialog" {...handlers} />
        </div>
      )}
    />
  );
}
