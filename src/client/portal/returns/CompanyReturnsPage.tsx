import { useState } from 'react';
import { Link } from 'wouter';
import { portalReturnsResource } from '../../../shared/returns/collections/portal-returns';
import type { ResourceRow } from '../../../shared/collections/types';
import { RETURN_CELLS } from '../../account/returns/return-row';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Button } from '../../components/ui/Button';
import { PRIMARY } from '../../components/ui/format';
import { useTranslation } from '../../lib/i18n-react';
import { useSession } from '../../lib/session';
import { BOOK_RETURN_PATH } from './paths';
import { ReturnDetailDialog } from './ReturnDetailDialog';

type Opened = { id: number; rmaNumber: string };

/**
 * /portal/returns: the company's returns collection in the generic list (search by RMA number, item or serial; status
 * and booking type filters; sort; pages; all kept in the address; cards on a phone). Details opens a return (items,
 * contact, printouts, what may still be changed, status history) in a dialog; "Request a return" books one for an end
 * customer (not for an admin, who belongs to no company and follows returns in the back office).
 */
export default function CompanyReturnsPage() {
  const { t } = useTranslation('portal-pages');
  const { user } = useSession();
  const [open, setOpen] = useState<Opened | null>(null);
  const book = user && user.role !== 'admin' && (
    <Link href={BOOK_RETURN_PATH} className={PRIMARY}>
      {t('returns.book.action')}
    </Link>
  );
  const details = (row: ResourceRow) => {
    const rmaNumber = String(row.rmaNumber ?? '');
    return (
      <Button look="outline" data-testid="company-return-details" onClick={() => setOpen({ id: row.id, rmaNumber })}>
        {t('returns.details')}
        <span className="sr-only"> {t('returns.detailsOf', { rma: rmaNumber })}</span>
      </Button>
    );
  };
  return (
    <ResourceListPage
      def={portalReturnsResource}
      actions={book}
      cells={RETURN_CELLS}
      rowActions={details}
      below={<ReturnDetailDialog row={open} onClose={() => setOpen(null)} />}
    />
  );
}
