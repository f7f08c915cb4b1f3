import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { gdprConsentsResource } from '../../../shared/logs/collections/gdpr-consents';
import type { ListPlace } from '../generic/resource-list';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { LogTime } from './log-cells';

/** Two lists on the GDPR page: this one's address parameters are `consents.*` (`?consents.user=…`). */
export const CONSENTS_PREFIX = 'consents.';
const CONSENTS_PLACE: ListPlace = { prefix: CONSENTS_PREFIX };

function ConsentStatus({ given }: { given: boolean }) {
  const { t } = useTranslation('admin-logs');
  return <span className={given ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>{given ? t('gdpr.given') : t('gdpr.withdrawn')}</span>;
}

const CONSENT_CELLS: CellOverrides = {
  createdAt: (row) => <LogTime iso={String(row.createdAt)} />,
  email: (row) => <span className="break-all">{String(row.email ?? '')}</span>,
  given: (row) => <ConsentStatus given={row.given === true} />,
};

/**
 * The consents collection in the generic list, as a section of the GDPR page: newest first, found by the start of
 * the address, narrowed to a kind, a status, days or one account. `person` is the e-mail address of the account the
 * account filter names, when the page knows it (chosen with "Consents" beside a person found): the heading names them.
 */
export function ConsentsPanel({ person, onShowAll }: { person: string | null; onShowAll: (() => void) | null }) {
  const { t } = useTranslation('admin-logs');
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <ResourceListPage
        def={gdprConsentsResource}
        cells={CONSENT_CELLS}
        place={CONSENTS_PLACE}
        heading={({ title }) => (
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={id} className="text-lg font-semibold text-navy-900">
              {person ? t('gdpr.consentsOf', { email: person }) : title}
            </h2>
            {onShowAll && (
              <button type="button" onClick={onShowAll} className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
                {t('gdpr.allConsents')}
              </button>
            )}
          </div>
        )}
      />
    </section>
  );
}
