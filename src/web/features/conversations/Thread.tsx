import { useEffect, useRef, useState } from 'react';
import { CHAT_AREA_HEIGHT_PX, CHAT_MESSAGE_MAX } from '../../../shared/constants';
import { formatConversationTime } from '../../../shared/format';
import { conversationMessages } from '../../../shared/messages/conversations';
import type { ConversationDetail } from '../../../shared/schemas/conversations';
import { MessageBox } from '../../components/MessageBox';
import { errorMessage } from '../../lib/api';
import { useSendMessage } from './api';

/** Spec §2 chat: a 600 px area that keeps the newest message in view, and a composer (Enter sends). */
export function Thread({ conversation, myId }: { conversation: ConversationDetail; myId: string }) {
  const log = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sendMessage = useSendMessage(conversation.id);
  const count = conversation.messages.length;

  // The log is a DOM scroll position React does not own: follow the newest message.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [count]);

  const send = async () => {
    if (sendMessage.isPending) return;
    const content = draft.trim();
    if (!content) return setProblem(conversationMessages.emptyMessage);
    if (content.length > CHAT_MESSAGE_MAX) return setProblem(conversationMessages.messageTooLong);
    setProblem(null);
    try {
      await sendMessage.mutateAsync(content);
      setDraft('');
    } catch (error) {
      setProblem(errorMessage(error, conversationMessages.sendFailed));
    }
  };

  return (
    <div className="card flex flex-col overflow-hidden" style={{ height: CHAT_AREA_HEIGHT_PX }}>
      <div
        ref={log}
        role="log"
        aria-label={conversationMessages.messagesLabel}
        aria-live="polite"
        className="flex-1 overflow-y-auto bg-crema p-4"
      >
        <ol className="flex min-h-full flex-col gap-3">
          {count === 0 && <li className="m-auto text-stone-700">{conversationMessages.noMessages}</li>}
          {conversation.messages.map((message) => {
            const mine = message.senderId === myId;
            return (
              <li
                key={message.id}
                className={`flex max-w-[85%] flex-col ${mine ? 'self-end items-end' : 'self-start items-start'}`}
              >
                <span className="sr-only">
                  {mine ? conversationMessages.you : conversation.otherUser.displayName}:{' '}
                </span>
                <p
                  className={`rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${mine ? 'rounded-br-sm bg-yerba-700 text-white' : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900'}`}
                >
                  {message.content}
                </p>
                <span className="mt-0.5 text-xs text-stone-600">
                  {formatConversationTime(message.createdAt)}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <form
        className="flex flex-col gap-2 border-t border-stone-200 bg-white p-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="flex-1">
          <MessageBox
            label={conversationMessages.composerLabel}
            value={draft}
            onChange={setDraft}
            onSend={() => void send()}
            max={CHAT_MESSAGE_MAX}
            counter={conversationMessages.counter}
            hint={conversationMessages.composerHint}
            error={problem}
            rows={2}
          />
        </div>
        <button type="submit" className="btn-primary sm:mb-7" disabled={sendMessage.isPending}>
          {sendMessage.isPending ? conversationMessages.sending : conversationMessages.send}
        </button>
      </form>
    </div>
  );
}
