import type { LinkTarget } from '../../shared/app-routes.js';
import { fill } from '../../shared/format.js';
import { activeLocale } from '../../shared/i18n/active-locale.js';
import { formatRentalDates } from '../../shared/rental-dates.js';
import type { NotificationCategory } from '../../shared/schemas/notification-preferences.js';
import { messages } from '../messages/catalogue.js';

const m = messages.notificationEmails;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What every e-mail says around its news: whom it greets, why it came, how to stop it. */
export interface EmailFrame {
  recipientName: string;
  category: NotificationCategory;
  /** The page that stops this category's e-mails (a button there posts; opening it changes nothing). */
  unsubscribeUrl: string;
  preferencesUrl: string;
}

/** Booking news, a reminder or a review invitation, as it reads when sent (src/server/outbox/render.ts). */
export interface BookingNews {
  kind: keyof typeof m.subjects;
  bookingId: string;
  text: string;
  content: string | null;
  mate: string;
  startDate: string;
  endDate: string;
  /** What the button opens (null for a row queued before targets). */
  leadsTo: LinkTarget['kind'] | null;
  /** Absolute. */
  url: string;
}

export interface UnreadMessages {
  conversationId: string;
  from: string;
  mate: string;
  startDate: string | null;
  endDate: string | null;
  messages: readonly string[];
  total: number;
  url: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const QUOTE_CHARS = 300;
const shorten = (text: string) =>
  text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : text;

function buttonFor(news: BookingNews) {
  if (news.kind === 'review_invite') return m.review;
  if (news.leadsTo === 'conversation') return m.openChat;
  if (news.leadsTo === 'mate') return m.viewMate;
  return m.openRonda;
}

interface Body {
  subject: string;
  lead: string;
  details: string[];
  quotes: string[];
  more: string | null;
  button: string;
  url: string;
}

/** One layout for every e-mail: a plain-text part and an HTML part saying the same, in the active language. */
function compose(body: Body, frame: EmailFrame): RenderedEmail {
  const category = messages.notificationEmails.categories[frame.category];
  const greeting = fill(m.greeting, { name: frame.recipientName });
  const why = fill(m.why, { category });
  const text = [
    greeting,
    '',
    body.lead,
    ...(body.details.length > 0 ? ['', ...body.details] : []),
    ...(body.quotes.length > 0 ? ['', ...body.quotes.map((quote) => `> ${quote}`)] : []),
    ...(body.more ? [body.more] : []),
    '',
    `${body.button}: ${body.url}`,
    '',
    m.signature,
    '',
    '--',
    why,
    fill(m.unsubscribeText, { category, url: frame.unsubscribeUrl }),
    fill(m.manageText, { url: frame.preferencesUrl }),
    '',
  ].join('\n');

  const p = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const html = `<!doctype html>
<html lang="${activeLocale()}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${p(escapeHtml(greeting))}
${p(escapeHtml(body.lead))}
${body.details.length > 0 ? p(body.details.map(escapeHtml).join('<br>'), 'color:#44403c') : ''}
${body.quotes
  .map(
    (quote) =>
      `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:4px solid #65a30d;background:#f7fee7">${escapeHtml(quote)}</blockquote>`,
  )
  .join('\n')}
${body.more ? p(escapeHtml(body.more)) : ''}
<p style="margin:24px 0"><a href="${escapeHtml(body.url)}" style="display:inline-block;background:#3f6212;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(body.button)}</a></p>
${p(escapeHtml(m.signature))}
</div>
<div style="max-width:560px;margin:16px auto 0;font-size:13px;color:#57534e">
${p(escapeHtml(why))}
${p(`<a href="${escapeHtml(frame.unsubscribeUrl)}" style="color:#57534e">${escapeHtml(fill(m.unsubscribe, { category }))}</a> · <a href="${escapeHtml(frame.preferencesUrl)}" style="color:#57534e">${escapeHtml(m.manage)}</a>`)}
</div>
</body>
</html>
`;
  return { subject: body.subject, text, html };
}

export function renderBookingNews(news: BookingNews, frame: EmailFrame): RenderedEmail {
  const dates = formatRentalDates(news.startDate, news.endDate);
  return compose(
    {
      subject: fill(m.subjects[news.kind], { mate: news.mate, dates }),
      lead: news.text,
      details: [fill(m.mateLine, { mate: news.mate }), fill(m.datesLine, { dates })],
      quotes: news.content ? [shorten(news.content)] : [],
      more: null,
      button: buttonFor(news),
      url: news.url,
    },
    frame,
  );
}

export function renderUnreadMessages(unread: UnreadMessages, frame: EmailFrame): RenderedEmail {
  const one = unread.total === 1;
  const values = { name: unread.from, mate: unread.mate, count: unread.total };
  const dates =
    unread.startDate && unread.endDate ? formatRentalDates(unread.startDate, unread.endDate) : null;
  const hidden = unread.total - unread.messages.length;
  return compose(
    {
      subject: one ? fill(m.unreadOneSubject, values) : fill(m.unreadManySubject, values),
      lead: one ? fill(m.unreadOne, values) : fill(m.unreadMany, values),
      details: [fill(m.mateLine, { mate: unread.mate }), ...(dates ? [fill(m.datesLine, { dates })] : [])],
      quotes: unread.messages.map(shorten),
      more: hidden > 0 ? fill(m.unreadMore, { count: hidden }) : null,
      button: m.reply,
      url: unread.url,
    },
    frame,
  );
}
