import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { CertificateTable } from './CertificateTable';
import { useDebouncedValue } from './use-debounced-value';
import { Part } from '../../components/ui/Part';
import { Loaded } from '../../components/ui/Loaded';

/** "My certificates": every certificate the account holds, narrowed by a serial number as it is typed. */
export function CertificatesSection() {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const serial = useDebouncedValue(text.trim());
  // The previous list stays on screen while the next one loads, so the table does not flash away at each keystroke.
  const list = useQuery({ ...trpc.account.certificates.list.queryOptions({ serial }), placeholderData: keepPreviousData });

  return (
    <Part id="my-certificates" title={t('certificates.title')} className="mt-12">
      <form role="search" className="mt-4 max-w-md" onSubmit={(event) => event.preventDefault()}>
        <TextField label={t('certificates.search')} type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" spellCheck={false} />
      </form>
      {/* Only the count is announced as the list changes, not the whole table. */}
      <p className="sr-only" aria-live="polite">
        {list.data && serial ? t('certificates.found', { n: list.data.length }) : ''}
      </p>
      <div className="mt-4" aria-busy={list.isFetching}>
        <Loaded query={list} isEmpty={(certificates) => certificates.length === 0} empty={serial ? t('noResults') : t('certificates.empty')}>
          {(certificates) => <CertificateTable certificates={certificates} caption={t('certificates.title')} />}
        </Loaded>
      </div>
    </Part>
  );
}
