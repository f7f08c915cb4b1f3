import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { SERVICE_TOOL_ROLES } from '../../../shared/service-tools/servicetools.schema';
import { adminServiceToolsResource } from '../../../shared/service-tools/collections/admin-service-tools';
import { storedList } from '../../../shared/stored-list';
import { Badge } from '../../components/ui/Badge';
import { Dialog } from '../../components/ui/Dialog';
import { useTRPC } from '../../trpc';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { Button } from '../../components/ui/Button';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { serviceToolPath } from './paths';
import { EMPTY_TOOL, ToolForm, toolInput } from './ToolForm';
import { DateText } from '../../components/ui/DateText';

/** The cells drawn as the tool's page draws them: who it is for by role name, the latest version with its date, its state. */
function useToolCells(): CellOverrides {
  const { t } = useTranslation('admin-servicetools');
  return {
    roles: (row) => {
      const roles = storedList(row.roles, SERVICE_TOOL_ROLES);
      return roles.length === 0 ? t('list.allServiceRoles') : roles.map((role) => t(`roles.${role}`)).join(', ');
    },
    latestVersion: (row) =>
      row.latestVersion ? (
        <span className="whitespace-nowrap">
          <span className="font-mono">{String(row.latestVersion)}</span> · <DateText value={String(row.latestReleasedOn ?? '')} />
        </span>
      ) : (
        '—'
      ),
    published: (row) => (
      <Badge tone={row.published ? 'green' : 'grey'}>{row.published ? t('status.published') : t('status.hidden')}</Badge>
    ),
  };
}

/**
 * /admin/servicetools: the admin service tools collection in the generic list: every tool in the portal's order with
 * its product, roles, latest version, version and download counts and state; search by name, product or model code;
 * kind and status filters; pages; all kept in the address, cards on a phone. "New service tool" opens its dialog, each
 * tool its page (/admin/servicetools/{id}) with its versions and download log.
 */
export function ServiceToolsListPage() {
  return <ResourceListPage def={adminServiceToolsResource} cells={useToolCells()} actions={<CreateToolDialog />} />;
}

function CreateToolDialog() {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useFormDialog(
    trpc.admin.servicetools.create.mutationOptions({
      onSuccess: async (created) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.servicetools.pathKey() });
        navigate(serviceToolPath(created.id));
      },
    }),
  );
  return (
    <>
      <Button onClick={form.show}>
        <span aria-hidden="true">+ </span>
        {t('list.create')}
      </Button>
      <Dialog open={form.dialog.open} onOpenChange={form.dialog.onOpenChange} title={t('create.title')} size="lg">
        <ToolForm
          initial={EMPTY_TOOL}
          errors={form.errors}
          error={form.general}
          pending={form.dialog.pending}
          submitLabel={t('create.confirm')}
          onSubmit={(draft) => form.mutation.mutate(toolInput(draft))}
          onCancel={() => form.dialog.onOpenChange(false)}
        />
      </Dialog>
    </>
  );
}
