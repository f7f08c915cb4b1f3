import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The home page; its widgets and slider arrive with the public frame (issue 3). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-navy-900 to-navy-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{t('home.title')}</h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{t('home.lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/products" className="rounded bg-volt-500 px-5 py-3 font-semibold text-navy-950 hover:bg-volt-400">
            {t('home.products')}
          </Link>
          <Link href="/distributors" className="rounded border border-white/40 px-5 py-3 font-semibold hover:bg-white/10">
            {t('home.dealer')}
          </Link>
        </div>
      </div>
    </section>
  );
}
