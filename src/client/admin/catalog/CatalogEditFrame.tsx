import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import type { ResourceDef, ResourceRecord } from '../../../shared/collections/types';
import { Alert } from '../../components/ui/Alert';
import { Loaded } from '../../components/ui/Loaded';
import { httpStatusOf } from '../../lib/trpc-errors';
import { useResourceLabels } from '../generic/labels';
import { useResourceApi } from '../generic/resource-api';
import { ResourceForm } from '../generic/ResourceForm';
import { useCatalogRefresh } from './use-catalog';
import { OUTLINE } from '../../components/ui/format';
import { PageHeading } from '../../components/ui/PageHeading';


/**
 * The edit page of a category, product or option: the generic resource form (every field, per language, with its
 * ordered rows) between a header that says where the record lives and whether visitors can see it, and the
 * section's panels under the form. Links depend on the record (its category, its public page), so they are
 * functions of it.
 */
export function CatalogEditFrame({
  def,
  id,
  back,
  viewHref,
  links,
  onSaved,
  onDeleted,
  panels,
}: {
  def: ResourceDef;
  id: number;
  back(record: ResourceRecord | null): { href: string; label: string };
  /** The record's public page (visitors get 404 while it is unpublished; admins see it with a banner). */
  viewHref(record: ResourceRecord): string | null;
  links?(record: ResourceRecord): ReactNode;
  onSaved?(record: ResourceRecord): void;
  onDeleted(record: ResourceRecord): void;
  panels?(record: ResourceRecord): ReactNode;
}) {
  const { t } = useTranslation([CATALOG_NS, 'admin-resources']);
  const labels = useResourceLabels(def);
  const api = useResourceApi(def);
  const refresh = useCatalogRefresh();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...api.get.queryOptions({ id: valid ? id : 1 }), enabled: valid });
  const record = query.data ?? null;
  const title = t('editTitle', { ns: 'admin-resources', name: labels.singular });
  const backLink = back(record);
  const view = record ? viewHref(record) : null;

  return (
    <div className="max-w-5xl space-y-5">
      <PageHeading
        title={title}
        lead={record && String(record[def.labelField] || `#${record.id}`)}
        actions={
          <>
            {record && links?.(record)}
            {view && (
              <a href={view} target="_blank" rel="noopener" className={OUTLINE}>
                {t('frame.view')}
              </a>
            )}
            <Link href={backLink.href} className={OUTLINE}>
              {backLink.label}
            </Link>
          </>
        }
      />
      {!valid || httpStatusOf(query.error) === 404 ? (
        <Alert tone="error">{t('notFound', { ns: 'admin-resources', name: labels.singular })}</Alert>
      ) : (
        <Loaded query={query}>
          {(loaded) => (
            <>
              {loaded.published === false && <Alert tone="info">{t('frame.unpublished')}</Alert>}
              <div className="rounded border border-slate-200 bg-white p-5">
                <ResourceForm
                  def={def}
                  record={loaded}
                  onSaved={(saved) => {
                    void refresh();
                    onSaved?.(saved);
                  }}
                  onDeleted={() => {
                    void refresh();
                    onDeleted(loaded);
                  }}
                />
              </div>
              {panels?.(loaded)}
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}
