import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PageHead } from './PageTitle';
import { EmptyState } from './ui/EmptyState';

/** A page that is only a state (not found, failed, access required): its title is the page's h1 and tab title. */
export function PageState({
  title,
  body,
  icon,
  action,
  missing = false,
}: {
  title: string;
  body?: string;
  icon?: LucideIcon;
  action?: ReactNode;
  /** Says the page is not there: search engines leave it out (with its 404 from the server). */
  missing?: boolean;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <PageHead title={title} noindex={missing} />
      <EmptyState level={1} icon={icon} title={title} body={body} action={action} />
    </div>
  );
}
