import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Waiting } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { LINK } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import { ApproveApplicationDialog, type ApprovalFeedback } from './ApproveApplicationDialog';
import { companyPath } from './paths';

/**
 * On a dealer application's enquiry page: "Approve dealer application" creates the company with the role family,
 * tier, price list and agreements chosen in the dialog, links or creates its dealer profile (unpublished), creates its
 * first senior user and e-mails the invitation, and marks the enquiry done. Once approved, the panel links to the
 * company instead.
 */
export function ApproveApplicationPanel({ enquiryId, feedback }: { enquiryId: number; feedback: ApprovalFeedback }) {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const preview = useQuery(trpc.admin.dealerApplications.preview.queryOptions({ enquiryId }));
  if (!preview.data) return <Waiting query={preview} />;
  const data = preview.data;
  if (data.approvedCompany) {
    return (
      <p data-testid="application-approved">
        {t('approve.approved')}{' '}
        <Link href={companyPath(data.approvedCompany.id)} className={LINK}>
          {data.approvedCompany.name}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('approve.intro')}</p>
      {data.nameTaken && <p className="text-sm text-amber-800">{t('approve.nameTaken')}</p>}
      {data.emailTaken && <p className="text-sm text-amber-800">{t('approve.emailTaken')}</p>}
      <Button look="go" onClick={() => setOpen(true)} data-testid="approve-application">
        {t('approve.open')}
      </Button>
      {open && <ApproveApplicationDialog preview={data} open={open} onOpenChange={setOpen} feedback={feedback} />}
    </div>
  );
}
