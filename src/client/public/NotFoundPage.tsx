import { useTranslation } from '../lib/i18n-react';
import { Link } from 'wouter';

/** SPEC.md section 2: 'Error 404', 'Page Not Found' and a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-navy-700 uppercase">{t('notFound.error')}</p>
      <h1 className="mt-3 text-4xl font-bold text-navy-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.text')}</p>
      <Link href="/" className="mt-8 inline-block rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
