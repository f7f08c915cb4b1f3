import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { PRODUCT_RELATION_KINDS } from '../../../shared/catalog/enums';
import { LINK_KINDS, type LinkKey, type ProductLinksView } from '../../../shared/catalog/collections/links';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { SubmitButton } from '../../components/form/fields';
import { Waiting } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { UnsavedChangesGuard } from '../generic/unsaved-guard';
import { MultiPicker } from './MultiPicker';
import { Panel } from '../../components/ui/Panel';

const isRelation = (key: string) => (PRODUCT_RELATION_KINDS as readonly string[]).includes(key);
const GROUPS = [
  { key: 'products', kinds: LINK_KINDS.filter((kind) => isRelation(kind.key)) },
  { key: 'content', kinds: LINK_KINDS.filter((kind) => !isRelation(kind.key)) },
] as const;

const same = (a: ProductLinksView, b: ProductLinksView) =>
  LINK_KINDS.every((kind) => a[kind.key].map((item) => item.id).join(',') === b[kind.key].map((item) => item.id).join(','));

/**
 * Under a product's form: what its page links to. Accessories, parts, probes, service tools, compatible and related
 * products, then FAQs, case studies, downloads (the files feature's, each with its audience), how-to guides,
 * standards, applications and tags; each picked with a typeahead, ordered, and saved together with one button.
 */
export function LinksPanel({ productId }: { productId: number }) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.admin.catalog.links.queryOptions({ productId }));
  const [draft, setDraft] = useState<ProductLinksView | null>(null);
  const [saved, setSaved] = useState(false);
  // Fresh data replaces the lists only while the admin has not started changing them.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (query.data && !touched) setDraft(query.data);
  }, [query.data, touched]);

  const save = useMutation(
    trpc.admin.catalog.saveLinks.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.admin.catalog.links.queryKey({ productId }), result);
        setDraft(result);
        setTouched(false);
        setSaved(true);
      },
    }),
  );
  const errors = fieldErrorsOf(save.error);
  const dirty = draft !== null && query.data !== undefined && !same(draft, query.data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaved(false);
    const links = Object.fromEntries(LINK_KINDS.map((kind) => [kind.key, draft[kind.key].map((item) => item.id)])) as Record<LinkKey, number[]>;
    save.mutate({ productId, links });
  };

  return (
    <Panel id="product-links" title={t('links.title')}>
      <p className="text-sm text-slate-600">{t('links.intro')}</p>
      {!draft ? (
        <Waiting query={query} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('links.title')}>
          <UnsavedChangesGuard when={dirty && !save.isPending} />
          <ErrorSummary errors={errors} general={generalErrorOf(save.error)} />
          {saved && !dirty && <Alert tone="success">{t('links.saved')}</Alert>}
          {GROUPS.map((group) => (
            <div key={group.key} className="space-y-3">
              <h3 className="font-semibold text-navy-900">{t(`links.groups.${group.key}`)}</h3>
              <div className="grid gap-3 lg:grid-cols-2">
                {group.kinds.map((kind) => (
                  <MultiPicker
                    key={kind.key}
                    label={t(`links.kinds.${kind.key}`)}
                    source={kind.source}
                    ordered={kind.ordered}
                    value={draft[kind.key]}
                    error={errors[kind.key]?.[0]}
                    {...(isRelation(kind.key) ? { exclude: [productId] } : {})}
                    onChange={(next) => {
                      setSaved(false);
                      setTouched(true);
                      setDraft({ ...draft, [kind.key]: next });
                    }}
                  />
                ))}
              </div>
            </div>
          ))}
          <SubmitButton pending={save.isPending}>{t('links.save')}</SubmitButton>
        </form>
      )}
    </Panel>
  );
}
