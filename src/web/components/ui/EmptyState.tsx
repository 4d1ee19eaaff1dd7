import type { ReactNode } from 'react';

export function EmptyState({
  title,
  body,
  action,
  icon = '🧉',
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  icon?: string;
}) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span aria-hidden="true" className="text-5xl">
        {icon}
      </span>
      <h2 className="text-xl font-bold text-stone-900">{title}</h2>
      {body && <p className="max-w-md text-stone-700">{body}</p>}
      {action}
    </div>
  );
}
