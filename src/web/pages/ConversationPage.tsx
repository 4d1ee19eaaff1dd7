import { useParams } from 'react-router';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { fill, formatClockTime, shortQuote } from '../../shared/format';
import { conversationMessages } from '../../shared/messages/conversations';
import { mateMessages } from '../../shared/messages/mates';
import { reportMessages } from '../../shared/messages/reports';
import { publicProfilePath } from '../../shared/app-routes';
import { PageTitle } from '../components/PageTitle';
import { PageState } from '../components/PageState';
import { RequireSignIn } from '../components/RequireSignIn';
import { AppLink } from '../components/AppLink';
import { Avatar } from '../components/ui/Avatar';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/Skeleton';
import { BookingSummaryCard } from '../features/bookings/BookingSummaryCard';
import { useConversation, useReadWhileShown } from '../features/conversations/api';
import { MateInfoCard } from '../features/conversations/MateInfoCard';
import { Thread } from '../features/conversations/Thread';
import { BlockUserButton } from '../features/blocks/BlockUserButton';
import { ReportDialog } from '../features/reports/ReportDialog';
import { ApiError } from '../lib/api';

/** /conversations/{id}: header, messages, composer, booking summary and mate cards. */
export function ConversationPage() {
  return (
    <div className="mx-auto max-w-6xl px-4">
      <RequireSignIn skeleton={<ConversationSkeleton />}>
        {(user) => <Conversation myId={user.id} />}
      </RequireSignIn>
    </div>
  );
}

function Conversation({ myId }: { myId: string }) {
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  useReadWhileShown(conversation.data, myId);
  const back = (
    <AppLink
      to="/conversations"
      className="inline-flex items-center gap-1 text-sm font-semibold text-yerba-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4 shrink-0" />
      {conversationMessages.back}
    </AppLink>
  );

  if (conversation.isPending) return <ConversationSkeleton />;
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <PageState
        icon={MessageCircle}
        title={missing ? conversationMessages.notFound : conversationMessages.loadFailed}
        action={
          <AppLink to="/conversations" className="btn-primary">
            {conversationMessages.back}
          </AppLink>
        }
      />
    );
  }
  const c = conversation.data;
  const profile = c.otherUser.publicName ? publicProfilePath(c.otherUser.publicName) : null;
  return (
    <>
      <PageTitle title={`${c.otherUser.displayName} · ${c.mate.name}`} />
      <ThreadLayout
        header={
          <>
            {/* "Bloquear usuario" shares the line of the way back: the name keeps the width of the screen. */}
            <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-2">
              {back}
              {c.otherUser.publicName && (
                <BlockUserButton publicName={c.otherUser.publicName} displayName={c.otherUser.displayName} />
              )}
            </div>
            <header className="mt-1 flex items-center gap-3">
              <Avatar name={c.otherUser.displayName} url={c.otherUser.avatarUrl} size="md" />
              <div className="min-w-0">
                <h1 className="text-xl font-extrabold text-stone-900 lg:text-2xl">
                  {profile ? (
                    <AppLink to={profile} className="hover:underline">
                      {c.otherUser.displayName}
                    </AppLink>
                  ) : (
                    c.otherUser.displayName
                  )}
                </h1>
                <p className="text-stone-700">
                  {fill(conversationMessages.about, { mate: c.mate.name })}
                  {c.mate.deleted && ` (${mateMessages.deletedMate})`}
                </p>
              </div>
            </header>
          </>
        }
        booking={
          <BookingSummaryCard
            booking={c.booking}
            role={c.myRole}
            mateName={c.mate.name}
            otherName={c.otherUser.displayName}
          />
        }
        thread={
          <Thread
            conversation={c}
            myId={myId}
            receivedMessageActions={(message) => (
              <ReportDialog
                compact
                targetType="message"
                targetId={message.id}
                // Named by who wrote it, when and what: messages of one minute stay apart.
                label={`${fill(reportMessages.reportMessageOf, { name: c.otherUser.displayName })} (${formatClockTime(message.createdAt)}): «${shortQuote(message.content, 40)}»`}
                title={fill(reportMessages.reportMessageOf, { name: c.otherUser.displayName })}
                quote={message.content}
              />
            )}
          />
        }
        mate={<MateInfoCard mate={c.mate} />}
      />
    </>
  );
}

/**
 * The thread fills one screen: the header and the booking on top, the messages in between and the
 * composer at the bottom, always in view; the page never waits for a fixed-height box to be scrolled
 * to. On a phone the booking comes first (its Confirmar/Rechazar before the chat) and the mate after
 * the screen; on a wide screen the booking and the mate sit beside the chat.
 */
function ThreadLayout({
  header,
  booking,
  thread,
  mate,
}: Record<'header' | 'booking' | 'thread' | 'mate', ReactNode>) {
  return (
    <div className="lg:grid lg:h-[calc(100dvh-4rem-1px)] lg:min-h-[32rem] lg:grid-cols-[2fr_1fr] lg:grid-rows-[auto_auto_minmax(0,1fr)] lg:gap-x-6 lg:gap-y-4 lg:py-6">
      {/* One screen under the top bar (64 px and its border) in dynamic viewport units, which follow the
          browser's own bars; on a wide screen this column dissolves into the grid around it. */}
      <div className="flex h-[calc(100dvh-4rem-1px)] min-h-[24rem] flex-col gap-3 py-3 lg:contents">
        <div className="lg:col-span-2">{header}</div>
        <div className="lg:col-start-2 lg:row-start-2">{booking}</div>
        <div className="min-h-0 min-w-0 flex-1 lg:col-start-1 lg:row-span-2 lg:row-start-2">{thread}</div>
      </div>
      <div className="pb-6 lg:col-start-2 lg:row-start-3 lg:min-h-0 lg:overflow-y-auto lg:pb-0">{mate}</div>
    </div>
  );
}

/** The thread's layout while it loads: header, the booking card, the chat filling the screen, the mate. */
function ConversationSkeleton() {
  return (
    <LoadingRegion>
      <ThreadLayout
        header={
          <>
            <div className="flex min-h-9 items-center">
              <SkeletonText className="text-sm" width="w-44" />
            </div>
            <div className="mt-1 flex items-center gap-3">
              <Skeleton className="h-12 w-12 shrink-0 rounded-full" />
              <div>
                <SkeletonText className="text-xl lg:text-2xl" width="w-48" />
                <SkeletonText width="w-56" />
              </div>
            </div>
          </>
        }
        booking={
          <div className="card p-3 lg:p-4">
            <SkeletonText className="text-sm" width="w-20" />
            <SkeletonText className="mt-1 text-lg" width="w-56" />
            <SkeletonText className="text-sm" width="w-36" />
          </div>
        }
        thread={<Skeleton className="h-full rounded-2xl" />}
        mate={<Skeleton className="aspect-[4/3] w-full rounded-2xl" />}
      />
    </LoadingRegion>
  );
}
