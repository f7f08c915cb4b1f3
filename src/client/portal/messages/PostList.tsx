import type { MessagePost } from '../../../shared/messages/messages.types';
import { UnreadBadge } from '../ui/UnreadBadge';
import { Badge } from '../../components/ui/Badge';
import { DateText } from '../../components/ui/DateText';
import { useTranslation } from '../../lib/i18n-react';

/**
 * The posts of a thread, oldest first, as a conversation: Voltara's on one side, the company's on the other. A post
 * is plain text: React escapes it, and `whitespace-pre-line` keeps the writer's line breaks (never rendered as HTML).
 */
export function PostList({ posts, namespace, company }: { posts: readonly MessagePost[]; namespace: 'portal-news' | 'admin-news'; company: string }) {
  // "Voltara", "New" and the list's name read alike in both areas' namespaces.
  const { t } = useTranslation(namespace);
  const labels = { voltara: t('thread.voltara'), company, newPost: t('thread.newPost'), caption: t('thread.posts') };
  return (
    <ol className="space-y-4" aria-label={labels.caption} data-testid="thread-posts">
      {posts.map((post) => (
        <li key={post.id} className={`flex ${post.fromVoltara ? 'justify-start' : 'justify-end'}`} data-testid="thread-post">
          <article
            className={`w-full max-w-2xl rounded-lg border p-4 shadow-sm ${post.fromVoltara ? 'border-navy-700/30 bg-white' : 'border-slate-200 bg-slate-50'}`}
            aria-label={`${post.authorName || (post.fromVoltara ? labels.voltara : labels.company)}`}
          >
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold text-navy-900">{post.authorName || '—'}</span>
              <Badge tone={post.fromVoltara ? 'dark' : 'grey'}>{post.fromVoltara ? labels.voltara : labels.company}</Badge>
              <span className="text-slate-600">
                <DateText withTime value={post.createdAt} />
              </span>
              {post.isNew && <UnreadBadge label={labels.newPost} />}
            </header>
            <p className="mt-2 break-words whitespace-pre-line text-slate-900" data-testid="post-body">
              {post.body}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
