import { createContext, use, useEffect } from 'react';
import { documentTitle, type PageHead as Head } from '../../shared/page-head';

interface HeadCollection {
  baseUrl: string;
  record(head: Head): void;
}

/** Filled during a server render: what the page says about itself goes into the document's <head>. */
const HeadContext = createContext<HeadCollection | null>(null);
export const HeadCollector = HeadContext.Provider;

/** The site's address, for the absolute links of structured data. */
export function useSiteUrl(): string {
  return use(HeadContext)?.baseUrl ?? window.location.origin;
}

/**
 * A page's head: the server writes it into the HTML (title, description, previews, structured data);
 * in the browser the tab title follows navigation ("<page> · Ronda").
 */
export function PageHead(head: Head) {
  use(HeadContext)?.record(head);
  useEffect(() => {
    document.title = documentTitle(head.title);
  }, [head.title]);
  return null;
}

export function PageTitle({ title }: { title?: string }) {
  return <PageHead title={title} />;
}
