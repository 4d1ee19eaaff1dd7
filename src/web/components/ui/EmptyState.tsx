import type { ReactNode } from 'react';
import { Coffee, TriangleAlert, type LucideIcon } from 'lucide-react';
import { appMessages } from '../../../shared/messages/common';
import { LoadingRegion, Skeleton } from './Skeleton';

/**
 * What a list or page shows when it has nothing (or could not load): icon, title, text, an action.
 * `loading` draws the same box with a pulsing bar for each part, for a list that will most likely be
 * empty: when it arrives empty nothing moves, at any width (the words stay, hidden, to size the bars).
 */
export function EmptyState({
  title,
  body,
  action,
  icon: Icon = Coffee,
  level = 2,
  loading = false,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  /** A lucide icon component: decorative, the title says what it means. */
  icon?: LucideIcon;
  /** The heading level that fits where the state appears: 1 when it is the whole page, 3 inside a section. */
  level?: 1 | 2 | 3;
  loading?: boolean;
}) {
  // A placeholder is no heading: the words only give it its size.
  const Heading = loading ? 'p' : (['h1', 'h2', 'h3'] as const)[level - 1]!;
  const part = (node: ReactNode) =>
    loading ? (
      <span className="animate-pulse rounded bg-stone-200 box-decoration-clone">
        <span className="invisible">{node}</span>
      </span>
    ) : (
      node
    );
  const box = (
    <div
      aria-hidden={loading || undefined}
      className="card flex flex-col items-center gap-3 px-6 py-12 text-center"
    >
      {loading ? (
        <Skeleton className="h-12 w-12 shrink-0" />
      ) : (
        <Icon aria-hidden="true" className="h-12 w-12 shrink-0 text-yerba-700" />
      )}
      <Heading className="text-xl font-bold text-stone-900">{part(title)}</Heading>
      {body && <p className="max-w-md text-stone-700">{part(body)}</p>}
      {action &&
        (loading ? (
          <span className="inline-flex animate-pulse rounded-lg bg-stone-200">
            <span className="invisible inline-flex">{action}</span>
          </span>
        ) : (
          action
        ))}
    </div>
  );
  return loading ? <LoadingRegion>{box}</LoadingRegion> : box;
}

/** A list or page that could not load: the area's Spanish message and a "Reintentar" button. */
export function LoadFailed({
  title,
  onRetry,
  level,
}: {
  title: string;
  onRetry: () => unknown;
  level?: 2 | 3;
}) {
  return (
    <EmptyState
      level={level}
      icon={TriangleAlert}
      title={title}
      action={
        <button type="button" className="btn-primary" onClick={() => void onRetry()}>
          {appMessages.retry}
        </button>
      }
    />
  );
}
