import { homeMessages } from '../../../shared/messages/home';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageSpinner } from '../../components/ui/Spinner';
import { useRecentMates } from './api';
import { MateCard, MateGrid } from './MateCard';
import { ViewDetails } from './PublicMateActions';

/** Home: the 3 most recent mates, without filters. */
export function RecentMates() {
  const recent = useRecentMates();
  if (recent.isPending) return <PageSpinner />;
  const mates = recent.data?.mates ?? [];
  // Spec §8: a failed list load shows the empty state.
  if (mates.length === 0) return <EmptyState title={homeMessages.recentEmpty} />;
  return (
    <MateGrid label={homeMessages.recentTitle}>
      {mates.map((mate) => (
        <li key={mate.id}>
          <MateCard mate={mate} actions={<ViewDetails mateId={mate.id} name={mate.name} />} />
        </li>
      ))}
    </MateGrid>
  );
}
