import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { AgreementTemplateDetail } from '../../../shared/agreements/agreements.types';
import { Alert } from '../../components/ui/Alert';
import { useTRPC } from '../../trpc';
import { messageOf } from '../../components/ui/format';
import { TextField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';

import { Panel } from '../../components/ui/Panel';
import { StateBadge } from '../../components/ui/StateBadge';
import { ADMIN_AGREEMENT_BADGES } from '../../components/ui/state-looks';

/**
 * The companies that must accept the agreement. Adding one e-mails its senior users the latest published version;
 * removing one hides the agreement from its portal (its acceptances stay in the history).
 */
export function CompaniesSection({ template }: { template: AgreementTemplateDetail }) {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const options = useQuery({ ...trpc.admin.agreements.companyOptions.queryOptions({ q: search.trim() }), enabled: search.trim().length > 0 });
  const save = useMutation(
    trpc.admin.agreements.setCompanies.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.pathKey() }),
    }),
  );
  const assigned = template.companies.map((company) => company.id);
  const setCompanies = (companyIds: number[]) => save.mutate({ agreementId: template.id, companyIds });
  const candidates = (options.data ?? []).filter((option) => !assigned.includes(option.id));
  return (
    <Panel id="template-companies" title={t('edit.companies')} testId="template-companies">
      <p className="text-sm text-slate-600">{t('edit.companiesLead')}</p>
      {save.error && <Alert tone="error">{messageOf(save.error)}</Alert>}
      {save.data && save.data.emailed > 0 && <Alert tone="success">{t('edit.emailed', { count: save.data.emailed })}</Alert>}
      {template.companies.length === 0 ? (
        <p className="text-slate-600">{t('edit.noCompanies')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200">
          {template.companies.map((company) => (
            <li key={company.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-testid="assigned-company">
              <span className="font-semibold text-navy-900">{company.name}</span>
              <span className="flex items-center gap-3">
                <StateBadge of={ADMIN_AGREEMENT_BADGES} state={company.acceptedLatest ? 'accepted' : 'to-accept'} />
                <Button
                  look="outline"
                  disabled={save.isPending}
                  onClick={() => setCompanies(assigned.filter((id) => id !== company.id))}
                  aria-label={t('edit.removeCompany', { name: company.name })}
                >
                  {t('edit.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-2">
        <TextField label={t('edit.addCompany')} type="search" value={search} maxLength={100} placeholder={t('edit.searchCompany')} onChange={(event) => setSearch(event.target.value)} />
        {search.trim() && (
          <ul className="space-y-1" aria-live="polite">
            {candidates.length === 0 && !options.isPending && <li className="text-sm text-slate-600">{t('edit.noMatches')}</li>}
            {candidates.map((option) => (
              <li key={option.id} className="flex items-center justify-between gap-2 text-sm">
                <span>{option.name}</span>
                <Button
                  look="outline"
                  disabled={save.isPending}
                  onClick={() => {
                    setCompanies([...assigned, option.id]);
                    setSearch('');
                  }}
                  aria-label={t('edit.addNamed', { name: option.name })}
                >
                  {t('edit.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
