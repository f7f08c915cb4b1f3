import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CERTIFICATE_KINDS, type CertificateKind } from '../../../shared/certificates/enums';
import { LABEL, OUTLINE } from '../../components/ui/format';
import { SearchBox } from '../../components/list/SearchBox';
import type { AdminCertificateListSchema } from '../../../shared/certificates/admin-list.schema';
import type { ListParams } from '../../components/list/useListParams';

const SELECT = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm';

/** Search (number, serial or the holder's e-mail), kind and revoked, always in view above the table. */
export function CertificateFilters({ list }: { list: ListParams<typeof AdminCertificateListSchema> }) {
  const state = list.value;
  const { t } = useTranslation('admin-service');
  const kindId = useId();
  const revokedId = useId();
  return (
    <div role="search" aria-label={t('certificates.list.filters')} className="flex flex-wrap items-end gap-3">
      <SearchBox
        label={t('certificates.list.search')}
        placeholder={t('certificates.list.searchPlaceholder')}
        value={state.q}
        onSearch={(q) => list.set({ q })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={kindId} className={LABEL}>
          {t('certificates.list.kind')}
        </label>
        <select
          id={kindId}
          value={state.kind ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            list.set({ kind: (CERTIFICATE_KINDS as readonly string[]).includes(value) ? (value as CertificateKind) : undefined });
          }}
          className={SELECT}
        >
          <option value="">{t('certificates.list.allKinds')}</option>
          {CERTIFICATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`certificateKinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={revokedId} className={LABEL}>
          {t('certificates.list.revoked')}
        </label>
        <select
          id={revokedId}
          value={state.revoked === undefined ? '' : state.revoked ? 'yes' : 'no'}
          onChange={(event) => {
            const value = event.target.value;
            list.set({ revoked: value === 'yes' ? true : value === 'no' ? false : undefined });
          }}
          className={SELECT}
        >
          <option value="">{t('certificates.list.revokedAny')}</option>
          <option value="no">{t('certificates.list.revokedNo')}</option>
          <option value="yes">{t('certificates.list.revokedYes')}</option>
        </select>
      </div>
      {list.filtered && (
        <button type="button" className={OUTLINE} onClick={list.clear}>
          {t('common.clearFilters')}
        </button>
      )}
    </div>
  );
}
