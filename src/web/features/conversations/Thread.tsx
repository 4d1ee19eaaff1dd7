import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { CHAT_MESSAGE_MAX } from '../../../shared/constants';
import { formatClockTime, formatConversationTime } from '../../../shared/format';
import { conversationMessages } from '../../../shared/messages/conversations';
import { blockMessages } from '../../../shared/messages/blocks';
import { ownDataMessages } from '../../../shared/messages/own-data';
import {
  sendMessageSchema,
  type ConversationDetail,
  type Message,
} from '../../../shared/schemas/conversations';
import { FormError } from '../../components/Field';
import { MessageBox } from '../../components/MessageBox';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useLoadEarlier, useSendMessage } from './api';
import { MessageText } from './MessageText';

/**
 * Spec §2 chat: the messages, keeping the newest in view, over a composer (Enter sends). It fills the
 * height its page gives it, so the composer stays at the bottom of the screen.
 */
export function Thread({
  conversation,
  myId,
  receivedMessageActions,
}: {
  conversation: ConversationDetail;
  myId: string;
  /** What the page adds under each message the other person wrote ("Reportar"). */
  receivedMessageActions?: (message: Message) => ReactNode;
}) {
  const log = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const sendMessage = useSendMessage(conversation.id);
  const form = useSchemaForm(sendMessageSchema, { defaultValues: { content: '' } });
  const { field } = useController({ control: form.control, name: 'content' });
  const loadEarlier = useLoadEarlier(conversation.id);
  const count = conversation.messages.length;
  const oldest = conversation.messages[0]?.id;
  const newest = conversation.messages.at(-1)?.id;
  // How far from the bottom the reader was before earlier messages were put in front.
  const fromBottom = useRef<number | null>(null);

  // Whether the reader is at the newest message (rather than reading earlier ones), as of the last scroll.
  const atBottom = useRef(true);
  const newestIsMine = conversation.messages.at(-1)?.senderId === myId;

  // The log is a DOM scroll position React does not own: follow the newest message while the reader is
  // there (or wrote it), and keep their place when earlier ones arrive above.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (atBottom.current || newestIsMine) {
      element.scrollTo({ top: element.scrollHeight });
    }
  }, [newest, oldest, newestIsMine]);

  // The log gets shorter when the screen does (an on-screen keyboard opening): whoever was at the newest
  // message stays there instead of seeing it slide under the composer.
  useEffect(() => {
    const element = log.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const showEarlier = () => {
    if (!oldest || loadEarlier.isPending) return;
    const element = log.current;
    fromBottom.current = element ? element.scrollHeight - element.scrollTop : null;
    loadEarlier.mutate(oldest, { onError: () => (fromBottom.current = null) });
  };

  const send = form.submit(
    async ({ content }) => {
      if (sendMessage.isPending) return;
      await sendMessage.mutateAsync(content);
      form.reset();
    },
    { fallback: conversationMessages.sendFailed },
  );

  return (
    <div className="card flex h-full min-h-0 flex-col overflow-hidden">
      <div
        ref={log}
        role="log"
        aria-label={conversationMessages.messagesLabel}
        aria-live="polite"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region keyboard users must reach to scroll (axe scrollable-region-focusable); its ring sits inside
        tabIndex={0}
        className="flex-1 overflow-y-auto bg-crema p-4 focus-visible:-outline-offset-2"
        onScroll={(event) => {
          const element = event.currentTarget;
          atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
      >
        {conversation.hasEarlier && (
          <div className="mb-3 flex flex-col items-center gap-1">
            <button
              type="button"
              className="btn-secondary text-sm"
              onClick={showEarlier}
              // Not disabled while loading: a disabled button would drop keyboard focus to the page.
              aria-disabled={loadEarlier.isPending || undefined}
            >
              {loadEarlier.isPending ? conversationMessages.loadingEarlier : conversationMessages.loadEarlier}
            </button>
            {loadEarlier.isError && (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(loadEarlier.error, conversationMessages.loadEarlierFailed)}
              </p>
            )}
          </div>
        )}
        <ol className="flex min-h-full flex-col gap-3">
          {count === 0 && <li className="m-auto text-stone-700">{conversationMessages.noMessages}</li>}
          {conversation.messages.map((message) => {
            const mine = message.senderId === myId;
            return (
              <li
                key={message.id}
                className={`flex max-w-[85%] min-w-0 flex-col ${mine ? 'self-end items-end' : 'self-start items-start'}`}
              >
                <span className="sr-only">
                  {mine ? conversationMessages.you : conversation.otherUser.displayName}:{' '}
                </span>
                {/* A long link or word breaks anywhere: it never makes the bubble, or the page, wider. */}
                <p
                  className={`max-w-full rounded-2xl px-4 py-2 whitespace-pre-wrap wrap-anywhere ${mine ? 'focus-ring-light rounded-br-sm bg-yerba-700 text-white' : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900'}`}
                >
                  <MessageText text={message.content} />
                </p>
                <span className="mt-0.5 text-xs text-stone-600">
                  {formatConversationTime(message.createdAt)} ·{' '}
                  <time dateTime={message.createdAt}>{formatClockTime(message.createdAt)}</time>
                </span>
                {!mine && receivedMessageActions?.(message)}
              </li>
            );
          })}
        </ol>
      </div>
      {conversation.otherUser.deleted || conversation.blockedByMe ? (
        // Nobody is there to read a message (or the viewer blocked them): no box to write one.
        <p className="border-t border-stone-200 bg-stone-50 p-4 text-stone-800">
          {conversation.otherUser.deleted ? ownDataMessages.recipientDeleted : blockMessages.unblockToWrite}
        </p>
      ) : (
        <form
          className="flex items-start gap-2 border-t border-stone-200 bg-white p-3"
          onSubmit={(event) => {
            // A click on Enviar leaves focus in the box: ready for the next message, or beside its error.
            box.current?.focus();
            send(event);
          }}
          noValidate
        >
          <div className="min-w-0 flex-1">
            <MessageBox
              label={conversationMessages.composerLabel}
              value={field.value}
              onChange={field.onChange}
              onSend={() => void send()}
              max={CHAT_MESSAGE_MAX}
              counter={conversationMessages.counter}
              // About a keyboard's Enter: on a phone only screen readers read it, and the box stays low.
              hint={<span className="max-sm:sr-only">{conversationMessages.composerHint}</span>}
              error={form.fieldError('content')}
              rows={2}
              textareaRef={box}
            />
            <FormError message={form.formError} />
          </div>
          {/* Not disabled while sending: a disabled button would drop keyboard focus to the page. */}
          <button
            type="submit"
            // Level with the box, under its label: beside it even on a phone, so the composer stays low.
            className="btn-primary mt-6"
            aria-disabled={sendMessage.isPending || undefined}
          >
            {sendMessage.isPending ? conversationMessages.sending : conversationMessages.send}
          </button>
        </form>
      )}
    </div>
  );
}
