import { Tabs } from 'radix-ui';
import { MessageCircle } from 'lucide-react';
import { fill, formatConversationTime } from '../../../shared/format';
import { conversationMessages } from '../../../shared/messages/conversations';
import { mateMessages } from '../../../shared/messages/mates';
import { conversationPath, publicProfilePath } from '../../../shared/app-routes';
import type { ConversationSummary } from '../../../shared/schemas/conversations';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/ui/Avatar';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, Skeleton, SkeletonText } from '../../components/ui/Skeleton';
import { useToast } from '../../components/ToastProvider';
import { useAsyncHandler } from '../../components/use-async-handler';
import { useArchive, useInbox } from './api';

type Tab = 'all' | 'unread' | 'archived';

/** Built when drawn, so each tab's name is read in the page's language. */
const inboxTabs = (): Array<{
  value: Tab;
  label: string;
  empty: string;
  filter(c: ConversationSummary): boolean;
}> => [
  {
    value: 'all',
    label: conversationMessages.tabAll,
    empty: conversationMessages.empty,
    filter: (c) => !c.archived,
  },
  {
    value: 'unread',
    label: conversationMessages.tabUnread,
    empty: conversationMessages.emptyUnread,
    filter: (c) => !c.archived && c.unreadCount > 0,
  },
  {
    value: 'archived',
    label: conversationMessages.tabArchived,
    empty: conversationMessages.emptyArchived,
    filter: (c) => c.archived,
  },
];

/** Spec §2 /conversations: tabs with counts, archive per item, a link to the other person, Reintentar on error. */
export function Inbox() {
  const inbox = useInbox();
  if (inbox.isPending) return <InboxSkeleton />;
  if (inbox.isError) {
    return (
      <div role="alert">
        <LoadFailed title={conversationMessages.loadFailed} onRetry={inbox.refetch} />
      </div>
    );
  }
  const conversations = inbox.data;
  const tabs = inboxTabs();
  return (
    <Tabs.Root defaultValue="all">
      <Tabs.List
        aria-label={conversationMessages.title}
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-stone-700 data-[state=active]:border-yerba-700 data-[state=active]:text-yerba-900"
          >
            {tab.label} ({conversations.filter(tab.filter).length})
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => {
        const shown = conversations.filter(tab.filter);
        return (
          <Tabs.Content key={tab.value} value={tab.value} className="pt-4 outline-none">
            {shown.length === 0 ? (
              <EmptyState
                icon={MessageCircle}
                title={tab.empty}
                body={tab.value === 'all' ? conversationMessages.emptyBody : undefined}
              />
            ) : (
              <ul className="flex flex-col gap-2">
                {shown.map((conversation) => (
                  <InboxItem key={conversation.id} conversation={conversation} />
                ))}
              </ul>
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

/** The inbox's layout while it loads: the three tabs and three conversations. */
export function InboxSkeleton() {
  return (
    <LoadingRegion>
      <div className="flex gap-1 border-b border-stone-200">
        {inboxTabs().map((tab) => (
          <span key={tab.value} className="px-4 py-2 text-sm">
            <SkeletonText width="w-20" />
          </span>
        ))}
      </div>
      <div className="flex flex-col gap-2 pt-4">
        {[0, 1, 2].map((item) => (
          <div key={item} className="card flex items-center gap-3 p-3">
            <Skeleton className="h-12 w-12 shrink-0 rounded-full" />
            <div className="flex-1">
              <SkeletonText width="w-40" />
              <SkeletonText className="text-sm" width="w-56 max-w-full" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

function InboxItem({ conversation: c }: { conversation: ConversationSummary }) {
  const archive = useArchive();
  const toast = useToast();
  const when = c.lastMessage?.createdAt ?? c.updatedAt;
  const profile = c.otherUser.publicName ? publicProfilePath(c.otherUser.publicName) : null;
  const toggle = async () => {
    if (archive.isPending) return;
    try {
      await archive.mutateAsync({ id: c.id, archived: !c.archived });
      // The item leaves this tab: keep keyboard focus on the tabs rather than losing it.
      document.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
    } catch {
      toast.error(conversationMessages.archiveFailed);
    }
  };
  const onToggle = useAsyncHandler(toggle);

  return (
    <li className={`card flex items-center gap-3 p-3 ${c.unreadCount > 0 ? 'border-yerba-500' : ''}`}>
      {profile ? (
        <AppLink
          to={profile}
          aria-label={`${mateMessages.viewProfile}: ${c.otherUser.displayName}`}
          className="rounded-full"
        >
          <Avatar name={c.otherUser.displayName} url={c.otherUser.avatarUrl} size="md" />
        </AppLink>
      ) : (
        <Avatar name={c.otherUser.displayName} url={c.otherUser.avatarUrl} size="md" />
      )}
      <AppLink to={conversationPath(c.id)} className="min-w-0 flex-1 rounded-lg">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`truncate text-stone-900 ${c.unreadCount > 0 ? 'font-extrabold' : 'font-semibold'}`}
          >
            {c.otherUser.displayName}
          </span>
          <span className="shrink-0 text-xs text-stone-600">{formatConversationTime(when)}</span>
        </span>
        <span className="block truncate text-sm text-stone-700">
          {fill(conversationMessages.about, { mate: c.mate.name })}
          {c.mate.deleted && ` (${mateMessages.deletedMate})`}
        </span>
        {c.lastMessage && (
          <span className="block truncate text-sm text-stone-800">
            {c.lastMessage.fromMe && `${conversationMessages.you}: `}
            {c.lastMessage.content}
          </span>
        )}
      </AppLink>
      {c.unreadCount > 0 && (
        <span className="rounded-full bg-yerba-700 px-2 py-0.5 text-xs font-bold text-white">
          {c.unreadCount}
          <span className="sr-only"> {fill(conversationMessages.unreadCount, { count: c.unreadCount })}</span>
        </span>
      )}
      <button
        type="button"
        className="btn-ghost shrink-0 px-2"
        onClick={onToggle}
        aria-disabled={archive.isPending}
        aria-label={`${c.archived ? conversationMessages.unarchive : conversationMessages.archive}: ${c.otherUser.displayName}, ${c.mate.name}`}
      >
        {c.archived ? conversationMessages.unarchive : conversationMessages.archive}
      </button>
    </li>
  );
}
