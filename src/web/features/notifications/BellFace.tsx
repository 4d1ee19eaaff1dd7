import { Bell } from 'lucide-react';
import { BADGE_CAP } from '../../../shared/constants';
import { fill } from '../../../shared/format';
import { notificationMessages } from '../../../shared/messages/notifications';

export const bellTriggerClass =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100';

/** Spec §4: the badge shows 99+ above 99 and the count never reads below zero. */
export function badgeText(count: number) {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.max(0, count));
}

export const bellLabel = (count: number) =>
  count > 0 ? fill(notificationMessages.bellUnread, { count: badgeText(count) }) : notificationMessages.bell;

export function BellFace({ count }: { count: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="h-6 w-6 shrink-0" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </>
  );
}
