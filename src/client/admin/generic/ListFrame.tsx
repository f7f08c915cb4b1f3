import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceDef } from '../../../shared/collections/types';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { PageHeading } from '../../components/ui/PageHeading';
import { OUTLINE } from '../../components/ui/format';

/** The parts of a list's heading, for a section that draws its own (`heading`). */
export interface ListHeadingParts {
  title: string;
  lead: string | undefined;
  actions: ReactNode;
}

/**
 * A collection's list screen as its face shows pages: in the admin area a title (with its lead, if any) and "Go Back"
 * beside the actions, or the section's own `heading` (a section whose pages share tabs draws them above every list);
 * in the portal and the account the face's page head (SignedInPageHeader) in its centred column, as their own pages
 * have it (the layouts around them differ: the portal's column is wider).
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
  if (def.face === 'portal' || def.face === 'account') {
    return (
      <div className={`mx-auto ${def.face === 'portal' ? 'max-w-7xl' : 'max-w-6xl'} space-y-8 px-4 py-10`}>
        <SignedInPageHeader face={def.face} title={title} path={def.basePath} lead={def.lead && t(def.lead, { ns: def.ns })}>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </SignedInPageHeader>
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
            <Link href={def.parentPath} className={OUTLINE}>
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
