import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { LoadFailed } from '../../components/ui/Loaded';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { LINK } from '../../components/ui/format';
import { AgreementsHeader } from './AgreementsNav';
import { CompaniesSection } from './CompaniesSection';
import { MANAGE_PATH } from './paths';
import { TemplateDetailsForm } from './TemplateDetailsForm';
import { VersionsSection } from './VersionsSection';
import { recordIdOf } from '../../lib/record-id';

/** /admin/agreements/manage/{id}: a template, the companies it applies to, and its versions with their pages. */
export function AgreementTemplateEditPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.admin.agreements.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  if (id !== null && query.isPending) return <Spinner />;
  if (id === null || !query.data) {
    return (
      <div className="space-y-4">
        <AgreementsHeader title={t('edit.notFoundTitle')} description="" />
        {id === null || httpStatusOf(query.error) === 404 ? (
          <Alert tone="error">{t('edit.notFound')}</Alert>
        ) : (
          <LoadFailed retry={query.refetch} />
        )}
        <Link href={MANAGE_PATH} className={LINK}>
          {t('edit.back')}
        </Link>
      </div>
    );
  }
  const template = query.data;
  return (
    <div className="space-y-6">
      <AgreementsHeader title={template.name} description={t('edit.description')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TemplateDetailsForm key={`details-${template.id}`} template={template} />
        <CompaniesSection template={template} />
      </div>
      <VersionsSection template={template} />
    </div>
  );
}
