import { useParams } from 'react-router';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { CHAT_AREA_HEIGHT_PX } from '../../shared/constants';
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
    <div className="mx-auto max-w-6xl px-4 py-6">
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
      {back}
      <header className="mt-3 mb-4 flex items-center gap-3">
        <Avatar name={c.otherUser.displayName} url={c.otherUser.avatarUrl} size="md" />
        <div>
          <h1 className="text-2xl font-extrabold text-stone-900">
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
        {c.otherUser.publicName && (
          <div className="ml-auto">
            <BlockUserButton publicName={c.otherUser.publicName} displayName={c.otherUser.displayName} />
          </div>
        )}
      </header>
      {/* On a phone the booking and its Confirmar/Rechazar come before the 600 px chat, not after it;
          on a wide screen they sit beside it, above the mate. */}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-6">
        <div className="lg:col-start-2 lg:row-start-1">
          <BookingSummaryCard booking={c.booking} role={c.myRole} mateName={c.mate.name} />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
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
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <MateInfoCard mate={c.mate} />
        </div>
      </div>
    </>
  );
}

/** The thread's layout while it loads: header, the 600 px chat and the cards beside it. */
function ConversationSkeleton() {
  return (
    <LoadingRegion>
      <SkeletonText className="text-sm" width="w-44" />
      <div className="mt-3 mb-4 flex items-center gap-3">
        <Skeleton className="h-12 w-12 shrink-0 rounded-full" />
        <div>
          <SkeletonText className="text-2xl" width="w-48" />
          <SkeletonText width="w-56" />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-6">
        <div className="card p-4 lg:col-start-2 lg:row-start-1">
          <SkeletonText className="text-sm" width="w-32" />
          <SkeletonText className="mt-1" width="w-48" />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div style={{ height: CHAT_AREA_HEIGHT_PX }}>
            <Skeleton className="h-full rounded-2xl" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
