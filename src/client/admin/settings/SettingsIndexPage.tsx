import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { SETTINGS_SECTION_LIST } from './routes';
import { PageHeading } from '../../components/ui/PageHeading';

/** /admin/settings: the settings sections of SPEC.md section 2. */
export function SettingsIndexPage() {
  const { t } = useTranslation('admin');
  return (
    <div>
      <PageHeading title={t('settings.title')} />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SETTINGS_SECTION_LIST.map((section) => (
          <li key={section}>
            <Link href={`/admin/settings/${section}`} className="block rounded-lg border border-slate-200 bg-white p-4 font-semibold text-navy-900 shadow-sm hover:border-navy-700">
              {t(`settings.sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
