import type { ReactNode } from 'react';
import { appMessages } from '../../../shared/messages/common';

/**
 * Placeholders that hold the place of content still loading, at its final size: when the content
 * arrives nothing below it moves (layout shift). Decorative; `LoadingRegion` tells screen readers.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-stone-200 ${className}`} />;
}

/**
 * Lines of text as tall as the real text's lines: give it the text's classes (size, leading, margins)
 * and each line takes one line-height (`1lh`), with a thinner bar inside.
 */
export function SkeletonText({
  className = '',
  lines = 1,
  width = 'w-full',
}: {
  className?: string;
  lines?: number;
  /** The width of the last (or only) line; the others are full. */
  width?: string;
}) {
  return (
    <span aria-hidden="true" className={`block ${className}`}>
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className="flex h-[1lh] items-center">
          <span
            className={`block h-[0.7em] animate-pulse rounded bg-stone-200 ${line === lines - 1 ? width : 'w-full'}`}
          />
        </span>
      ))}
    </span>
  );
}

/** A region still loading: says so to screen readers (once) and holds its skeleton. */
export function LoadingRegion({
  children,
  className,
  label = appMessages.loading,
}: {
  children?: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}
