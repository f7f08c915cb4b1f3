import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useLocation, useSearch } from 'wouter';
import { useNewsletter } from './newsletter-context';
import { takeNewsletterParam } from './newsletter-messages';

// The dialog (Radix, the form, its texts) is only fetched when the visitor first opens it: the home page's initial
// JavaScript stays within its budget.
const NewsletterDialog = lazy(() => import('./NewsletterDialog'));

type Notice =
  | { id: number; tone: 'success'; message: string }
  | { id: number; tone: 'success' | 'error'; key: 'notice.confirmed' | 'notice.invalid' };

/** A notice stays this long unless dismissed earlier. */
const NOTICE_MS = 12_000;

/**
 * SPEC.md section 4 "Newsletter modal": closed, opened by the newsletter link (useNewsletter().setOpen), closed on
 * success or the close icon. Also shows the outcome of the double opt-in link (?newsletter=confirmed|invalid), once,
 * and opens the form for ?newsletter=signup (a link from an e-mail or another site). Its code is fetched when the
 * modal is first needed (NewsletterSlot.tsx).
 */
export default function NewsletterModal() {
  const { open, setOpen } = useNewsletter();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const [notice, setNotice] = useState<Notice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);

  const search = useSearch();
  const [path, navigate] = useLocation();
  useEffect(() => {
    const taken = takeNewsletterParam(search);
    if (!taken) return;
    navigate(`${path}${taken.rest}`, { replace: true });
    if (taken.value === 'signup') setOpen(true);
    else setNotice({ id: Date.now(), tone: taken.value === 'confirmed' ? 'success' : 'error', key: `notice.${taken.value}` });
  }, [search, path, navigate, setOpen]);

  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <NewsletterDialog
            open={open}
            onOpenChange={setOpen}
            onSubscribed={(message) => setNotice({ id: Date.now(), tone: 'success', message })}
          />
        </Suspense>
      )}
      <NewsletterStatus notice={notice} onDismiss={dismiss} />
    </>
  );
}

const TONES = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
} as const;

/**
 * A small toast. Its live region is always in the page, so screen readers announce new text politely; it is a plain
 * polite, atomic live region (what role="status" amounts to) so an empty one is not a status message of the page.
 */
function NewsletterStatus({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onDismiss, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <div
        className={
          notice ? `pointer-events-auto flex max-w-lg items-start gap-3 rounded border px-4 py-3 shadow-lg ${TONES[notice.tone]}` : 'contents'
        }
      >
        <p aria-live="polite" aria-atomic="true" className="text-sm">
          {notice &&
            ('message' in notice ? (
              notice.message
            ) : (
              <Suspense fallback={null}>
                <NoticeText textKey={notice.key} />
              </Suspense>
            ))}
        </p>
        {notice && (
          <button type="button" onClick={onDismiss} className="-my-1 rounded p-1 text-current hover:bg-black/5" aria-label={t('close')}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
    </div>
  );
}

function NoticeText({ textKey }: { textKey: 'notice.confirmed' | 'notice.invalid' }) {
  const { t } = useTranslation('newsletter');
  return <>{t(textKey)}</>;
}
