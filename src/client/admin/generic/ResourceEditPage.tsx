import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import type { ResourceDef, ResourceRecord } from '../../../shared/collections/types';
import { Alert } from '../../components/ui/Alert';
import { OUTLINE } from '../../components/ui/format';
import { Loaded } from '../../components/ui/Loaded';
import { httpStatusOf } from '../../lib/trpc-errors';
import { useResourceLabels } from './labels';
import { EDIT_PANELS } from './overrides';
import { useResourceApi } from './resource-api';
import { ResourceForm } from './ResourceForm';
import { PageHeading } from '../../components/ui/PageHeading';

/** The edit page of a record (basePath/{id}) or the add page (basePath/add), with the section's extra panel if any. */
export function ResourceEditPage({ def, id }: { def: ResourceDef; id: number | null }) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const api = useResourceApi(def);
  const [, navigate] = useLocation();
  const backTo = def.routes.list ? def.basePath : def.parentPath;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const record = useQuery({ ...api.get.queryOptions({ id: valid && id ? id : 1 }), enabled: id !== null && valid });
  const title = id === null ? t('add', { name: labels.singular }) : t('editTitle', { name: labels.singular });
  const Panel = EDIT_PANELS[def.name];
  const data = record.data ?? null;
  const form = (loaded: ResourceRecord | null) => (
    <div className="rounded border border-slate-200 bg-white p-5">
      <ResourceForm
        def={def}
        record={loaded}
        onSaved={(saved, created) => {
          if (created) navigate(def.routes.edit ? `${def.basePath}/${saved.id}` : backTo, { replace: true });
        }}
        onDeleted={() => navigate(backTo)}
      />
    </div>
  );

  return (
    <div className="max-w-5xl space-y-5">
      <PageHeading
        title={title}
        lead={data && String(data[def.labelField] ?? `#${data.id}`)}
        actions={
          <Link href={backTo} className={OUTLINE}>
            {t('backTo', { title: labels.title })}
          </Link>
        }
      />
      {!valid || httpStatusOf(record.error) === 404 ? (
        <Alert tone="error">{t('notFound', { name: labels.singular })}</Alert>
      ) : id === null ? (
        form(null)
      ) : (
        <Loaded query={record}>{form}</Loaded>
      )}
      {Panel && data && <Panel record={data} />}
    </div>
  );
}
