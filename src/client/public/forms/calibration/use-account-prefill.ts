import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../shared/auth/policy';
import { useSession } from '../../../lib/session';
import { useTRPC } from '../../../trpc';

/** What an account knows for a booking's fields. */
export interface AccountValues {
  name: string;
  email: string;
  telephone: string;
  companyName: string;
  countryId: string;
  returnAddress: string;
}

export const ACCOUNT_FIELDS = ['name', 'email', 'telephone', 'companyName', 'countryId', 'returnAddress'] as const satisfies ReadonlyArray<keyof AccountValues>;

/**
 * A signed-in customer's booking starts from their account (issue 30 item 12): name and e-mail, and from the saved
 * profile the telephone, company, country and return address (the profile's own return address, else its postal
 * address). `fill` is called once they are known; the form fills only its empty fields, so a draft or what was typed
 * already wins. The session is known only after hydration, so the server's cached HTML stays the same for everyone.
 */
export function useAccountPrefill(fill: (values: AccountValues) => void): void {
  const trpc = useTRPC();
  const { user } = useSession();
  const allowed = can(user, 'account:self');
  const account = useQuery({ ...trpc.account.profile.get.queryOptions(), enabled: allowed, retry: false });
  const view = allowed ? account.data : undefined;
  const fillRef = useRef(fill);
  fillRef.current = fill;

  useEffect(() => {
    if (!view) return;
    const { profile } = view;
    const postal = [profile.address1, profile.address2, profile.address3, profile.town, profile.county, profile.postcode].filter(Boolean).join('\n');
    fillRef.current({
      name: view.name,
      email: view.email,
      telephone: profile.telephone,
      companyName: profile.companyName,
      countryId: profile.countryId === null ? '' : String(profile.countryId),
      returnAddress: profile.returnAddress || postal,
    });
  }, [view]);
}
