import { EyeOff } from 'lucide-react';
import { fill } from '../../../shared/format';
import { mateOwnerMessages } from '../../../shared/messages/mate-owner';

/** Tells a host that an operator hid their mate from Ronda, and why (only they still see it). */
export function HiddenByTeamNotice({ reason, className = '' }: { reason: string; className?: string }) {
  return (
    <p
      className={`flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
    >
      <EyeOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="min-w-0 break-words">{fill(mateOwnerMessages.hiddenByTeam, { reason })}</span>
    </p>
  );
}
