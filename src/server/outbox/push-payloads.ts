import { fill } from '../../shared/format.js';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { messages } from '../messages/catalogue.js';
import type { PushPayload } from '../push/web-push-sender.js';
import type { BookingNews, UnreadMessages } from './email-templates.js';

const m = messages.notificationEmails;
// A notification shows two or three lines on a phone; the page has the rest.
const BODY_CHARS = 140;
const shorten = (text: string) =>
  text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS - 1).trimEnd()}…` : text;

/** The push of booking news, a reminder or a review invitation: the e-mail's subject and its news. */
export function pushOfBookingNews(news: BookingNews): PushPayload {
  const dates = formatRentalDates(news.startDate, news.endDate);
  return {
    title: fill(m.subjects[news.kind], { mate: news.mate, dates }),
    body: shorten(news.text),
    url: news.url,
    // A newer push about the same booking replaces the older one on the device.
    tag: `booking-${news.bookingId}`,
  };
}

/** The push of a conversation's unread messages: who wrote, how many, and the newest. */
export function pushOfUnreadMessages(unread: UnreadMessages): PushPayload {
  const values = { name: unread.from, mate: unread.mate, count: unread.total };
  return {
    title: unread.total === 1 ? fill(m.unreadOneSubject, values) : fill(m.unreadManySubject, values),
    body: shorten(unread.messages.at(-1) ?? ''),
    url: unread.url,
    tag: `conversation-${unread.conversationId}`,
  };
}
