import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation, useSearch } from 'wouter';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { NEW_RETURN_PATH, RETURNS_PATH, thanksPath } from './paths';
import { accountDefaults, prefillQuery, withRequest } from './prefill';
import { ReturnForm, type ReturnBooking } from './ReturnForm';
import { useCountryOptions } from '../../components/ui/CountryOptions';

/**
 * /account/returns/new: book a return. The form starts from the account (name, e-mail, the profile's telephone,
 * company and address) and, from "Book a repair / calibration" on an instrument, that instrument and booking type
 * (?instrument={id}&type=...). It waits for those answers, so the form is made once with its starting values; a
 * failed answer only means less is filled in.
 */
export function ReturnFormPage() {
  const { t } = useTranslation('returns');
  const trpc = useTRPC();
  const { user } = useSession();
  const request = prefillQuery(useSearch());
  const profile = useQuery({ ...trpc.account.profile.get.queryOptions(), retry: false });
  const countries = useCountryOptions();
  const instrument = useQuery({ ...trpc.account.products.get.queryOptions({ id: request.instrumentId ?? 0 }), enabled: request.instrumentId !== null, retry: false });
  const booking = useAccountBooking();
  const waiting = profile.isPending || (profile.data?.profile.countryId != null && countries.isPending) || (request.instrumentId !== null && instrument.isPending);

  const trail = [
    { name: t('list.title'), path: RETURNS_PATH },
    { name: t('form.title'), path: NEW_RETURN_PATH },
  ];
  let body = <Spinner />;
  if (user && !waiting) {
    const saved = profile.data?.profile ?? null;
    const country = saved?.countryId != null ? (countries.data?.find((entry) => entry.id === saved.countryId)?.name ?? '') : '';
    const pristine = accountDefaults({ user, profile: saved, country });
    const defaults = withRequest(pristine, instrument.data ?? null, request.type);
    body = <ReturnForm defaults={defaults} pristine={pristine} draftKey={`form:return:${user.id}`} booking={booking} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <SignedInPageHeader face="account" trail={trail} title={t('form.title')} lead={t('form.lead')} titleId="return-form-title" />
      <div className="mt-8">{body}</div>
    </div>
  );
}

/** The account books its own return, then lands on its page with the thank-you; its lists are read again. */
function useAccountBooking(): ReturnBooking {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const create = useMutation(trpc.account.returns.create.mutationOptions());
  const instruments = useQuery(trpc.account.products.choices.queryOptions());
  return {
    book: (input) => create.mutateAsync(input),
    pending: create.isPending,
    instruments: instruments.data ?? [],
    onBooked: (id) => {
      void queryClient.invalidateQueries({ queryKey: trpc.account.returns.pathKey() });
      // An instrument's page lists the returns it is part of.
      void queryClient.invalidateQueries({ queryKey: trpc.account.products.pathKey() });
      navigate(thanksPath(id));
    },
  };
}
