import { useId } from 'react';
import { formatPrice } from '../../../shared/format';
import { conversationMessages } from '../../../shared/messages/conversations';
import { mateMessages } from '../../../shared/messages/mates';
import type { ConversationDetail } from '../../../shared/schemas/conversations';
import { AppLink } from '../../components/AppLink';
import { matePath } from '../../../shared/app-routes';

export function MateInfoCard({ mate }: { mate: ConversationDetail['mate'] }) {
  const title = useId();
  return (
    <section className="card overflow-hidden" aria-labelledby={title}>
      {mate.thumbnailUrl && (
        <img
          src={mate.thumbnailUrl}
          alt=""
          className="aspect-[4/3] w-full object-cover"
          width={400}
          height={300}
        />
      )}
      <div className="p-4">
        <h2 id={title} className="text-sm font-semibold text-stone-600">
          {conversationMessages.mateInfo}
        </h2>
        <p className="font-bold text-stone-900">{mate.name}</p>
        {mate.deleted ? (
          <p className="text-sm text-stone-700">{mateMessages.deletedMate}</p>
        ) : (
          <>
            <p className="text-sm text-stone-700">
              {formatPrice(mate.pricePerDay)}
              {mate.city && ` · ${mate.city}`}
            </p>
            <AppLink to={matePath(mate.id)} className="btn-secondary mt-3 w-full">
              {conversationMessages.viewMate}
            </AppLink>
          </>
        )}
      </div>
    </section>
  );
}
