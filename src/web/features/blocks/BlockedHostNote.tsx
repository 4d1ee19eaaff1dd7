import { PROFILE_SECTIONS } from '../../../shared/app-routes';
import { blockMessages } from '../../../shared/messages/blocks';
import { AppLink } from '../../components/AppLink';

/**
 * On the page of a mate whose host the viewer blocked, in place of booking and "Escribile al anfitrión"
 * (both refused while the block stands, decision 0021): why, and where to unblock (Tus datos lists the people one blocked).
 */
export function BlockedHostNote() {
  return (
    <div className="rounded-lg bg-stone-100 px-4 py-3 text-stone-800">
      <p>{blockMessages.unblockToBookOrWrite}</p>
      <AppLink
        to={PROFILE_SECTIONS.data}
        className="mt-2 inline-block font-semibold text-yerba-800 underline"
      >
        {blockMessages.seeBlocked}
      </AppLink>
    </div>
  );
}
