import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { can } from '../../../../shared/auth/policy';
import type { MyInstrument } from '../../../../shared/serials/instruments.types';
import { SelectField } from '../../../components/form/fields';
import { useSession } from '../../../lib/session';
import { useTRPC } from '../../../trpc';

/**
 * "Or one of my instruments": a signed-in customer's registered instruments (account.products.choices), each filling
 * the booking's product and serial number. The session is known only after hydration, so the server's HTML (one
 * cached page for every visitor) never holds it, and a visitor without instruments never sees it. "None" empties the
 * two fields again for typing; a field edited by hand leaves the choice.
 */
export function MyInstrumentSelect({ productId, serial, onPick }: { productId: string; serial: string; onPick(instrument: MyInstrument | null): void }) {
  const { t } = useTranslation('forms');
  const trpc = useTRPC();
  const { user } = useSession();
  const allowed = can(user, 'account:self');
  const instruments = useQuery({ ...trpc.account.products.choices.queryOptions(), enabled: allowed, retry: false });
  const list = allowed ? (instruments.data ?? []) : [];
  if (list.length === 0) return null;
  // Shown as chosen while the fields still hold that instrument's product and serial number.
  const chosen = list.find((instrument) => String(instrument.productId) === productId && instrument.serialNumber === serial);
  return (
    <SelectField
      label={t('calibration.myInstrument')}
      hint={t('calibration.myInstrumentHint')}
      value={chosen ? String(chosen.id) : ''}
      onChange={(event) => onPick(list.find((instrument) => String(instrument.id) === event.target.value) ?? null)}
    >
      <option value="">{t('calibration.chooseInstrument')}</option>
      {list.map((instrument) => (
        <option key={instrument.id} value={instrument.id}>
          {instrument.productName} – {instrument.serialNumber}
        </option>
      ))}
    </SelectField>
  );
}
