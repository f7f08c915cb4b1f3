import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceDef } from '../../../shared/collections/types';
import { PageHeader } from '../../portal/ui/PageHeader';
import { AccountCrumbs } from '../../account/AccountCrumbs';
import { PageHeading } from '../../components/ui/PageHeading';

export const LIST_BUTTON = 'rounded px-4 py-2 font-semibold';
export const LIST_SECONDARY = `${LIST_BUTTON} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`;

/** The parts of a list's heading, for a section that draws its own (`heading`). */
export interface ListHeadingParts {
  title: string;
  lead: string | undefined;
  actions: ReactNode;
}

/**
 * A collection's list screen as its face shows pages: in the admin area a title (with its lead, if any) and "Go Back"
 * beside the actions, or the section's own `heading` (a section whose pages share tabs draws them above every list);
 * in the portal the portal's breadcrumbs, heading and lead in its centred column (the layouts
 * around them differ); in the account "My account" breadcrumbs, heading and lead, as the account's own pages have them.
 */
export function ListFrame({
  def,
  title,
  actions,
  heading,
  children,
}: {
  def: ResourceDef;
  title: string;
  actions: ReactNode;
  heading?: ((parts: ListHeadingParts) => ReactNode) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation([def.ns, 'admin-resources']);
  if (heading) {
    return (
      <div className="space-y-5">
        {heading({ title, lead: def.lead ? t(def.lead, { ns: def.ns }) : undefined, actions })}
        {children}
      </div>
    );
  }
  if (def.face === 'portal') {
    return (
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <PageHeader title={title} path={def.basePath} lead={def.lead ? t(def.lead, { ns: def.ns }) : ''}>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </PageHeader>
        {children}
      </div>
    );
  }
  if (def.face === 'account') {
    return (
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <div>
          <AccountCrumbs title={title} path={def.basePath} />
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
              {def.lead && <p className="mt-2 max-w-2xl text-slate-600">{t(def.lead, { ns: def.ns })}</p>}
            </div>
            <div className="flex flex-wrap gap-2">{actions}</div>
          </div>
        </div>
        {children}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <PageHeading
        title={title}
        lead={def.lead && t(def.lead, { ns: def.ns })}
        actions={
          <>
            <Link href={def.parentPath} className={LIST_SECONDARY}>
              {t('goBack', { ns: 'admin-resources' })}
            </Link>
            {actions}
          </>
        }
      />
      {children}
    </div>
  );
}
