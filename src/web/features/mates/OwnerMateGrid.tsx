import type { OwnMate } from '../../../shared/schemas/mates';
import { MateCard, MateGrid } from './MateCard';
import { OwnerMateActions } from './OwnerMateActions';
import { ownerBadge } from './owner-state';

/** The owner's own mates as cards in owner mode: status badge and Editar/Eliminar/Pausar/Activar. */
export function OwnerMateGrid({ mates, label }: { mates: OwnMate[]; label: string }) {
  return (
    <MateGrid label={label}>
      {mates.map((mate) => (
        <li key={mate.id}>
          <MateCard mate={mate} status={ownerBadge(mate)} actions={<OwnerMateActions mate={mate} />} />
        </li>
      ))}
    </MateGrid>
  );
}
