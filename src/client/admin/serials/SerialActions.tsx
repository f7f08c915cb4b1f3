import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import { useTRPC } from '../../trpc';
import { PRIMARY } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import { certificatePath, servicePath } from './paths';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * What the back office does with an instrument: record a service (the service screen with this instrument chosen),
 * or issue its certificate of conformity, after which the new certificate's page opens.
 */
export function SerialActions({ serial, feedback }: { serial: AdminSerialDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const issue = useMutation(
    trpc.admin.certificates.issueConformity.mutationOptions({
      onSuccess: async (issued) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
        navigate(certificatePath(issued.id));
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href={servicePath(serial.id)} className={PRIMARY}>
        {t('serial.actions.recordService')}
      </Link>
      <Button
        look="outline"
        pending={issue.isPending}
        pendingLabel={t('serial.actions.issuing')}
        onClick={() => {
          feedback.clear();
          issue.mutate({ serialId: serial.id });
        }}
      >
        {t('serial.actions.issueConformity')}
      </Button>
    </div>
  );
}
