import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceDef, ResourceRecord } from '../../../shared/collections/types';
import { Dialog } from '../../components/ui/Dialog';
import { Loaded } from '../../components/ui/Loaded';
import { useResourceLabels } from './labels';
import { useResourceApi } from './resource-api';
import { ResourceForm } from './ResourceForm';

/** Add (id null) or edit one record in a dialog, for sections that have no edit page of their own. */
export function ResourceDialog({ def, id, onClose }: { def: ResourceDef; id: number | null; onClose(): void }) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const api = useResourceApi(def);
  const record = useQuery({ ...api.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const form = (loaded: ResourceRecord | null) => (
    <ResourceForm def={def} record={loaded} onSaved={onClose} onDeleted={onClose} onCancel={onClose} />
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={id === null ? t('add', { name: labels.singular }) : t('editTitle', { name: labels.singular })}
      size="lg"
    >
      {id === null ? form(null) : <Loaded query={record}>{form}</Loaded>}
    </Dialog>
  );
}
