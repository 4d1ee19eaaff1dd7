import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/** Only addresses written with http:// or https:// become links: no bare domains, e-mails or other schemes. */
const WEB_ADDRESS = /^https?:\/\//i;

const options: Opts = {
  validate: (value: string, type: string) => type === 'url' && WEB_ADDRESS.test(value),
  target: '_blank',
  // Someone else's words: the page opened learns nothing of the chat, and search engines follow nothing.
  rel: 'noopener noreferrer nofollow ugc',
  className: 'font-semibold underline underline-offset-2',
};

/**
 * A message as its author wrote it: plain text (React escapes it), with its web addresses as links found
 * by linkify rather than a regular expression of our own. Nothing else becomes markup.
 */
export function MessageText({ text }: { text: string }) {
  return <Linkify options={options}>{text}</Linkify>;
}
