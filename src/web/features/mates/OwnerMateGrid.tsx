import { Coffee } from 'lucide-react';
import { formatPrice } from '../../../shared/format';
import { imageMessages } from '../../../shared/messages/images';
import type { OwnMate } from '../../../shared/schemas/mates';
import { useMediaQuery } from '../../lib/use-media-query';
import { HiddenByTeamNotice } from './HiddenByTeamNotice';
import { firstPhotoId, MateCard, MateGrid } from './MateCard';
import { OwnerMateActions } from './OwnerMateActions';
import { ownerBadge } from './owner-state';

/** Tailwind's md: from here the owner's cards have room; below it a phone gets rows. */
const ROOMY = '(min-width: 48rem)';

/**
 * The owner's own mates in owner mode: status badge and Editar/Eliminar/Pausar/Activar. With rowsOnPhones,
 * a narrow screen gets one tight row per mate instead of a tall card (8 cards were 5 600 px of scrolling).
 */
export function OwnerMateGrid({
  mates,
  label,
  rowsOnPhones = false,
}: {
  mates: OwnMate[];
  label: string;
  rowsOnPhones?: boolean;
}) {
  const roomy = useMediaQuery(ROOMY);
  if (rowsOnPhones && !roomy) return <OwnerMateRows mates={mates} label={label} />;
  const firstPhoto = firstPhotoId(mates);
  return (
    <MateGrid owner label={label}>
      {mates.map((mate) => (
        <li key={mate.id}>
          <MateCard
            mate={mate}
            status={ownerBadge(mate)}
            actions={<OwnerMateActions mate={mate} />}
            notice={
              mate.hiddenReason !== null && <HiddenByTeamNotice reason={mate.hiddenReason} className="mt-2" />
            }
            priority={mate.id === firstPhoto}
          />
        </li>
      ))}
    </MateGrid>
  );
}

/** One row per mate: thumbnail, name, price and status, and the same actions on one line below. */
function OwnerMateRows({ mates, label }: { mates: OwnMate[]; label: string }) {
  return (
    <ul aria-label={label} className="card divide-y divide-stone-200">
      {mates.map((mate) => {
        const badge = ownerBadge(mate);
        return (
          <li key={mate.id}>
            <article aria-labelledby={`mate-${mate.id}-title`} className="flex flex-col gap-2 p-3">
              <div className="flex items-center gap-3">
                {mate.thumbnailUrl ? (
                  <img
                    src={mate.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
                    width={56}
                    height={56}
                  />
                ) : (
                  <div className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-stone-100">
                    <Coffee aria-hidden="true" className="h-6 w-6 text-yerba-700" />
                    <span className="sr-only">{imageMessages.noImage}</span>
                  </div>
                )}
                <div className="min-w-0 flex-1">
                  <h3 id={`mate-${mate.id}-title`} className="truncate font-bold text-stone-900">
                    {mate.name}
                  </h3>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                    <span className="font-extrabold text-yerba-800">{formatPrice(mate.pricePerDay)}</span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold text-white ${badge.positive ? 'bg-yerba-700' : 'bg-stone-800'}`}
                    >
                      {badge.text}
                    </span>
                  </p>
                </div>
              </div>
              {mate.hiddenReason !== null && <HiddenByTeamNotice reason={mate.hiddenReason} />}
              <div className="flex gap-2">
                <OwnerMateActions mate={mate} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
