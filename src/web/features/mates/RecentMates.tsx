import { HOME_MATES } from '../../../shared/constants';
import { homeMessages } from '../../../shared/messages/home';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadingRegion } from '../../components/ui/Skeleton';
import { useRecentMates } from './api';
import { firstPhotoId, MateCard, MateGrid, MateGridSkeleton } from './MateCard';
import { ViewDetails } from './PublicMateActions';

/** Home: the 3 most recent mates, without filters. */
export function RecentMates() {
  const recent = useRecentMates();
  if (recent.isPending) {
    return (
      <LoadingRegion>
        <MateGridSkeleton count={HOME_MATES} />
      </LoadingRegion>
    );
  }
  const mates = recent.data?.mates ?? [];
  // Spec §8: a failed list load shows the empty state.
  if (mates.length === 0) return <EmptyState title={homeMessages.recentEmpty} />;
  const firstPhoto = firstPhotoId(mates);
  return (
    <MateGrid label={homeMessages.recentTitle}>
      {mates.map((mate) => (
        <li key={mate.id}>
          <MateCard
            mate={mate}
            actions={<ViewDetails mateId={mate.id} name={mate.name} />}
            priority={mate.id === firstPhoto}
          />
        </li>
      ))}
    </MateGrid>
  );
}
