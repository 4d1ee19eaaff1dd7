import { CalendarDays, Coffee, Handshake, Star, type LucideIcon } from 'lucide-react';
import { profileMessages } from '../../../shared/messages/profiles';
import type { OwnProfile } from '../../../shared/schemas/profiles';
import { Skeleton, SkeletonText } from '../../components/ui/Skeleton';

type Stats = Partial<OwnProfile['stats']>;

/** Built when drawn, so each card's name is read in the page's language. */
const cards = (): Array<{ key: keyof OwnProfile['stats']; label: string; Icon: LucideIcon }> => [
  { key: 'matesPublished', label: profileMessages.statPublished, Icon: Coffee },
  { key: 'matesRented', label: profileMessages.statRented, Icon: Handshake },
  { key: 'bookingsMade', label: profileMessages.statBookings, Icon: CalendarDays },
  { key: 'reviewsReceived', label: profileMessages.statReviews, Icon: Star },
];

/** The stat cards: four on the own profile, the three public ones on /u/{name}. */
export function StatCards({ stats }: { stats: Stats }) {
  const shown = cards().filter((card) => stats[card.key] !== undefined);
  return (
    <dl
      className={`grid grid-cols-2 gap-3 ${shown.length === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}
      aria-label={profileMessages.statsTitle}
    >
      {shown.map((card) => (
        // The term comes first for screen readers; the number shows above it.
        <div key={card.key} className="card flex flex-col-reverse items-center p-4 text-center">
          <dt className="text-sm font-semibold text-stone-700">{card.label}</dt>
          <dd className="flex flex-col items-center">
            <card.Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-yerba-700" />
            <span className="text-3xl font-extrabold text-yerba-800">{stats[card.key]}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The stat cards' place while the profile loads, each as tall as a real one. */
export function StatCardsSkeleton({ count }: { count: 3 | 4 }) {
  return (
    <div className={`grid grid-cols-2 gap-3 ${count === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
      {Array.from({ length: count }, (_, card) => (
        <div key={card} className="card flex flex-col items-center p-4">
          <Skeleton className="h-6 w-6 rounded-full" />
          <SkeletonText className="text-3xl" width="w-10" />
          <SkeletonText className="text-sm" width="w-24" />
        </div>
      ))}
    </div>
  );
}
