import { Link, useLocation } from 'wouter';
import { routeTitleKey } from '../../../shared/route-tables/define';
import { useTranslation } from '../../lib/i18n-react';
import { useSession } from '../../lib/session';
import { currentSectionPath, portalNavFor } from './portal-nav';
import { useInboxUnread } from './use-inbox-unread';

const INBOX = 'portal.inbox';

/** The sections the member may open, grouped, with the current one marked (aria-current="page"). */
export function PortalNav({ id, open }: { id: string; open: boolean }) {
  const { t } = useTranslation('portal');
  const { t: tr } = useTranslation('routes');
  const { user } = useSession();
  const [location] = useLocation();
  const groups = portalNavFor(user);
  const current = currentSectionPath(location, groups.flatMap((group) => group.sections.map((section) => section.path)));
  const unread = useInboxUnread(groups.some((group) => group.sections.some((section) => section.id === INBOX)));
  // The current section: a bar, bold text and a tint, not the tint alone.
  const link =
    'block rounded border-l-4 border-transparent px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-navy-900 aria-[current=page]:border-navy-700 aria-[current=page]:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-navy-900';
  return (
    <nav
      id={id}
      aria-label={t('sections')}
      className={`${open ? 'block' : 'hidden'} border-b border-slate-200 bg-white lg:block lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0`}
      data-testid="portal-nav"
    >
      <div className="px-3 py-4 lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto">
        {groups.map((group) => (
          <div key={group.key} className="mb-4">
            {/* A list label, not a heading: the page's own h1 stays the first heading a screen reader meets. */}
            <p id={`${id}-${group.key}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t(`nav.groups.${group.key}`)}
            </p>
            <ul aria-labelledby={`${id}-${group.key}`} className="grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
              {group.sections.map((section) => {
                const name = section.id === 'portal' ? t('nav.dashboard') : tr(routeTitleKey(section.id));
                const badge = section.id === INBOX && unread !== null && unread > 0 ? unread : null;
                return (
                  <li key={section.id}>
                    <Link
                      href={section.path}
                      aria-current={section.path === current ? 'page' : undefined}
                      // The count is in the link's name ("Inbox, 3 unread"), never a bare number read out of context.
                      aria-label={badge === null ? undefined : `${name}, ${t('nav.unread', { count: badge })}`}
                      className={link}
                    >
                      {name}
                      {badge !== null && <UnreadBadge count={badge} />}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        <Link href="/" className="mt-2 block rounded px-3 py-1.5 text-sm text-navy-800 underline-offset-2 hover:underline">
          <span aria-hidden="true">← </span>
          {t('nav.website')}
        </Link>
      </div>
    </nav>
  );
}

/** The count beside a section's name, for the eye (the link's name says it in words). */
function UnreadBadge({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="ml-2 inline-block min-w-5 rounded-full bg-amber-100 px-1.5 text-center text-xs font-bold tabular-nums text-amber-900 ring-1 ring-amber-300" data-testid="portal-nav-unread">
      {count}
    </span>
  );
}
