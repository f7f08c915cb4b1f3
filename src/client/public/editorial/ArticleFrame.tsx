import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { Related as RelatedData } from '../../../shared/editorial/articles.types';
import { publicPath } from '../../../shared/route-tables/public';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { Prose } from '../catalog/Prose';
import type { ListKind } from './heads';
import { HeroImage } from './HeroImage';
import { Related } from './Related';

/**
 * What every article page has around its own header: the breadcrumb through its list, the picture, the text, what it
 * is related to, and the way back to the whole list (`all`, its label).
 */
export function ArticleFrame({
  kind,
  article,
  header,
  body,
  children,
  after,
  all,
}: {
  kind: ListKind;
  article: { title: string; url: string; imageUrl: string; related: RelatedData };
  header: ReactNode;
  /** The article's HTML (an offer has none to show). */
  body?: string;
  /** Between the text and the related links. */
  children?: ReactNode;
  /** After the related links. */
  after?: ReactNode;
  all?: string;
}) {
  const { t } = useTranslation('articles');
  const list = publicPath(kind);
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs namespace="articles" crumbs={[{ name: t(`${kind}.title`), url: list }, { name: article.title, url: article.url }]} />
      <header className="mt-4">{header}</header>
      <HeroImage src={article.imageUrl} />
      {body && <Prose html={body} className="mt-8 max-w-3xl text-lg" />}
      {children}
      <Related related={article.related} />
      {after}
      {all && (
        <p className="mt-10">
          <Link href={list} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
            {all}
          </Link>
        </p>
      )}
    </article>
  );
}
