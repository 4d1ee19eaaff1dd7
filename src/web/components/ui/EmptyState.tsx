import type { ReactNode } from 'react';
import { Coffee, TriangleAlert, type LucideIcon } from 'lucide-react';
import { appMessages } from '../../../shared/messages/common';

/** What a list or page shows when it has nothing (or could not load): icon, title, text, an action. */
export function EmptyState({
  title,
  body,
  action,
  icon: Icon = Coffee,
  level = 2,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  /** A lucide icon component: decorative, the title says what it means. */
  icon?: LucideIcon;
  /** The heading level that fits where the state appears: 1 when it is the whole page, 3 inside a section. */
  level?: 1 | 2 | 3;
}) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1]!;
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="h-12 w-12 shrink-0 text-yerba-700" />
      <Heading className="text-xl font-bold text-stone-900">{title}</Heading>
      {body && <p className="max-w-md text-stone-700">{body}</p>}
      {action}
    </div>
  );
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
