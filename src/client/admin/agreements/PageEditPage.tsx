import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';
import { AGREEMENT_PAGE_BODY_MAX, AGREEMENT_PAGE_TITLE_MAX } from '../../../shared/agreements/agreements.schema';
import type { AgreementPageDetail } from '../../../shared/agreements/agreements.types';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { LoadFailed } from '../../components/ui/Loaded';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { LINK, messageOf } from '../../components/ui/format';
import { TextAreaField, TextField } from '../../components/form/fields';
import { LABEL } from '../../components/form/parts';
import { Button } from '../../components/ui/Button';
import { AgreementsHeader } from './AgreementsNav';
import { MANAGE_PATH, templatePath } from './paths';
import { recordIdOf } from '../../lib/record-id';
import { StateBadge } from '../../components/ui/StateBadge';
import { ADMIN_AGREEMENT_BADGES } from '../../components/ui/state-looks';

/** English first: it is the fallback of every other language and required. */
const CODES: readonly LocaleCode[] = ['EN', ...LOCALE_CODES.filter((code) => code !== 'EN')];
type Texts = Record<`title_${LocaleCode}` | `body_${LocaleCode}`, string>;

/**
 * /admin/agreements/manage/pages/{id}: one page of a version in the six languages, a title and an HTML body each.
 * The server keeps only safe HTML (scripts, handlers and styles are dropped) and returns what it stored. A page of a
 * published version is frozen: shown read-only.
 */
export function AgreementPageEditPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.admin.agreements.page.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  if (id !== null && query.isPending) return <Spinner />;
  if (id === null || !query.data) {
    return (
      <div className="space-y-4">
        <AgreementsHeader title={t('page.notFoundTitle')} description="" />
        {id === null || httpStatusOf(query.error) === 404 ? (
          <Alert tone="error">{t('page.notFound')}</Alert>
        ) : (
          <LoadFailed retry={query.refetch} />
        )}
        <Link href={MANAGE_PATH} className={LINK}>
          {t('edit.back')}
        </Link>
      </div>
    );
  }
  return <PageEditor key={query.data.id} page={query.data} />;
}

function textsOf(page: AgreementPageDetail): Texts {
  const texts = {} as Texts;
  for (const code of LOCALE_CODES) {
    texts[`title_${code}`] = page[`title_${code}`];
    texts[`body_${code}`] = page[`body_${code}`];
  }
  return texts;
}

function PageEditor({ page }: { page: AgreementPageDetail }) {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [texts, setTexts] = useState<Texts>(() => textsOf(page));
  const readOnly = page.published;
  const save = useMutation(
    trpc.admin.agreements.savePage.mutationOptions({
      onSuccess: async (saved) => {
        setTexts(textsOf(saved));
        queryClient.setQueryData(trpc.admin.agreements.page.queryKey({ id: page.id }), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.get.queryKey({ id: page.agreementId }) });
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.agreements.deletePage.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.pathKey() });
        navigate(templatePath(page.agreementId));
      },
    }),
  );
  const errors = fieldErrorsOf(save.error);
  const general = save.error && Object.keys(errors).length === 0 ? messageOf(save.error) : remove.error ? messageOf(remove.error) : null;
  const set = (key: keyof Texts, value: string) => setTexts((current) => ({ ...current, [key]: value }));
  return (
    <div className="space-y-5">
      <AgreementsHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {texts.title_EN || t('edit.untitled')}
            <StateBadge of={ADMIN_AGREEMENT_BADGES} state={readOnly ? 'published' : 'draft'} />
          </span>
        }
        description={t('page.description', { agreement: page.agreementName, version: page.version })}
      />
      <Link href={templatePath(page.agreementId)} className={`${LINK} inline-block`}>
        {t('page.back', { agreement: page.agreementName })}
      </Link>
      {readOnly && <Alert tone="info">{t('page.frozen')}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('page.saved')}</Alert>}
      <ErrorSummary general={general} />
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: page.id, ...texts });
        }}
      >
        <p className="text-sm text-slate-600">{t('page.htmlHint')}</p>
        <div className="grid gap-4 xl:grid-cols-2">
          {CODES.map((code) => {
            const titleKey = `title_${code}` as const;
            const bodyKey = `body_${code}` as const;
            const titleError = errors[titleKey]?.[0];
            const bodyError = errors[bodyKey]?.[0];
            return (
              <fieldset key={code} className="space-y-2 rounded border border-slate-200 bg-white p-3" data-testid={`page-language-${code}`}>
                <legend className={`px-1 ${LABEL}`}>
                  {t(`languages.${code}`)}
                  {code === 'EN' && <span className="ml-1 text-xs font-normal text-slate-600">({t('page.fallback')})</span>}
                </legend>
                <TextField
                  label={t('page.titleIn', { language: t(`languages.${code}`) })}
                  lang={code.toLowerCase()}
                  value={texts[titleKey]}
                  maxLength={AGREEMENT_PAGE_TITLE_MAX}
                  readOnly={readOnly}
                  required={code === 'EN'}
                  error={titleError}
                  onChange={(event) => set(titleKey, event.target.value)}
                />
                <TextAreaField
                  label={t('page.bodyIn', { language: t(`languages.${code}`) })}
                  rows={10}
                  lang={code.toLowerCase()}
                  className="font-mono text-xs"
                  value={texts[bodyKey]}
                  maxLength={AGREEMENT_PAGE_BODY_MAX}
                  readOnly={readOnly}
                  error={bodyError}
                  onChange={(event) => set(bodyKey, event.target.value)}
                />
              </fieldset>
            );
          })}
        </div>
        {!readOnly && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="submit" pending={save.isPending}>
              {t('common.save')}
            </Button>
            <ConfirmModal triggerLabel={t('page.delete')} message={t('page.deleteConfirm')} onConfirm={() => remove.mutate({ id: page.id })} disabled={remove.isPending} />
          </div>
        )}
      </form>
    </div>
  );
}
