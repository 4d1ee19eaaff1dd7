import { messages } from '../../shared/messages';

/** React 19 hoists <title> into <head>: each page names itself "<page> · Ronda". */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>
      {title ? `${title} · ${messages.app.name}` : `${messages.app.name} · ${messages.app.tagline}`}
    </title>
  );
}
