import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation, useSearch } from 'wouter';
import { emptyReturn } from '../../account/returns/form-values';
import { returnIdOf } from '../../account/returns/paths';
import { ReturnForm, type ReturnBooking } from '../../account/returns/ReturnForm';
import { ThankYou } from '../../account/returns/ThankYou';
import { Alert } from '../../components/ui/Alert';
import { Loaded } from '../../components/ui/Loaded';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { BOOK_RETURN_PATH } from './paths';
import { LINK } from '../../components/ui/format';

const COMPANY_RETURNS_PATH = '/portal/returns';

/**
 * /portal/returns/return: a partner requests a return for one of its end customers with the account's form (the
 * same sections, checks and messages). The details are the end customer's, who gets the confirmation; the booker gets
 * a copy. Once booked, ?booked={id} shows the thank-you with the printouts; the return is then one of the company's
 * returns for every colleague. An admin, who belongs to no company, follows returns in the back office instead.
 */
export default function BookReturnPage() {
  const { t } = useTranslation(['portal-pages', 'routes']);
  const { user } = useSession();
  const booked = returnIdOf(new URLSearchParams(useSearch()).get('booked') ?? undefined);
  const booking = usePortalBooking();
  const title = t('routes:portal_return');

  let body;
  if (!user) body = <Spinner />;
  else if (user.role === 'admin') {
    body = (
      <Alert tone="info">
        {t('returns.book.adminNote')}{' '}
        <Link href="/admin/rma" className={LINK}>
          {t('returns.book.adminLink')}
        </Link>
      </Alert>
    );
  } else if (booked !== null) body = <Booked id={booked} />;
  else {
    const start = emptyReturn();
    body = <ReturnForm defaults={start} pristine={start} draftKey={`form:portal-return:${user.id}`} booking={booking} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {/* The form names itself after this heading (aria-labelledby="return-form-title"). */}
      <SignedInPageHeader face="portal" title={title} path={BOOK_RETURN_PATH} lead={t('returns.book.lead')} titleId="return-form-title" />
      <div className="mt-8">{body}</div>
    </div>
  );
}

/** Books for the company; the company's list is read again and the page turns to the thank-you. */
function usePortalBooking(): ReturnBooking {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const create = useMutation(trpc.portal.returns.create.mutationOptions());
  return {
    book: (input) => create.mutateAsync(input),
    pending: create.isPending,
    // The end customer's instruments are not the booker's: the serial is typed, and linked when the company sold it.
    instruments: [],
    onBooked: (id) => {
      void queryClient.invalidateQueries({ queryKey: trpc.portal.returns.pathKey() });
      navigate(`${BOOK_RETURN_PATH}?booked=${id}`);
      window.scrollTo(0, 0);
    },
  };
}

/** The thank-you with the RMA number, courier steps and printouts, then where to go next. */
function Booked({ id }: { id: number }) {
  const { t } = useTranslation('portal-pages');
  const trpc = useTRPC();
  const detail = useQuery(trpc.account.returns.get.queryOptions({ id }));
  return (
    <div className="space-y-6">
      <Loaded query={detail} failed={t('returns.book.loadError')}>
        {(data) => <ThankYou detail={data} />}
      </Loaded>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href={BOOK_RETURN_PATH} className={LINK}>
            {t('returns.book.another')}
          </Link>
        </li>
        <li>
          <Link href={COMPANY_RETURNS_PATH} className={LINK}>
            {t('returns.book.toList')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
