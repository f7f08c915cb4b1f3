import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearch } from 'wouter';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { VERIFY_PATH, verifyInput } from './verify-code';
import { VerifyByNumber } from './VerifyByNumber';
import { VerifyForm } from './VerifyForm';
import { VerifyBanner, VerifyDetails } from './VerifyResult';
import { LINK } from '../../components/ui/format';

/**
 * /verify/{code?}, the page a certificate's QR code opens (server-rendered): the certificate's state in a large
 * banner, then what identifies it. Without a code, a form to type the one printed on the certificate, and one to
 * check by certificate number and serial number instead.
 */
export function VerifyPage({ code: pathCode }: { code: string | undefined }) {
  const { t } = useTranslation('instruments');
  const search = useSearch();
  const code = pathCode ?? (new URLSearchParams(search).get('code') || undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">{t('verify.title')}</h1>
      {code ? (
        <VerifyCode code={code} />
      ) : (
        <>
          <p className="mt-3 mb-6 text-lg text-slate-700">{t('verify.lead')}</p>
          <VerifyForm />
          <VerifyByNumber />
        </>
      )}
    </div>
  );
}

function VerifyCode({ code }: { code: string }) {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  const query = useQuery(trpc.public.certificates.verify.queryOptions(verifyInput(code)));
  return (
    <div className="mt-6">
      <Loaded query={query}>
        {(result) => (
          <div className="space-y-6">
            <VerifyBanner result={result} />
            {result.certificate ? (
              <>
                <VerifyDetails certificate={result.certificate} />
                <p>
                  <Link href={VERIFY_PATH} className={LINK}>
                    {t('verify.another')}
                  </Link>
                </p>
              </>
            ) : (
              // Unknown: the visitor most likely mistyped, so the forms are right there, the code with what they typed.
              <>
                <VerifyForm initial={code} />
                <VerifyByNumber />
              </>
            )}
          </div>
        )}
      </Loaded>
    </div>
  );
}
