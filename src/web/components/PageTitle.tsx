import { appMessages } from '../../shared/messages/common';

/** React 19 hoists <title> into <head>: each page names itself "<page> · Ronda". */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>{title ? `${title} · ${appMessages.name}` : `${appMessages.name} · ${appMessages.tagline}`}</title>
  );
}
