import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ProductPage } from '../../../shared/catalog/catalog.types';
import { PRODUCT_RELATION_KINDS } from '../../../shared/catalog/enums';
import { EnquiryButton } from '../enquiry/EnquiryButton';
import { DownloadList } from './DownloadList';
import { OptionsSection } from './OptionsSection';
import { enquiryProduct } from './ProductActions';
import { ProductLinks } from './ProductCards';
import { Prose } from './Prose';
import { SpecTable } from './SpecTable';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * SPEC.md's product page sections, in its order, as anchored sections with an "on this page" index; a section
 * without content is left out (no empty headings).
 */
export function ProductSections({ data }: { data: ProductPage }) {
  const { t } = useTranslation('catalog');
  const sections: Section[] = [];
  const add = (id: string, present: boolean, body: () => ReactNode) => {
    if (present) sections.push({ id, title: t(`product.sections.${id}`), body: body() });
  };
  add('features', data.features.length > 0, () => (
    <ul className="grid gap-2 sm:grid-cols-2">
      {data.features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-volt-500" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  ));
  add('description', data.descriptionHtml !== '', () => <Prose html={data.descriptionHtml} className="max-w-3xl" />);
  add('kit', data.kit.length > 0, () => (
    <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
      {data.kit.map((item, index) => (
        <li key={item.name + index} className="flex gap-3 px-4 py-2">
          <span className="w-10 shrink-0 text-right font-semibold text-navy-900 tabular">{item.quantity}×</span>
          <span>{item.name}</span>
        </li>
      ))}
    </ul>
  ));
  add('specifications', data.specifications.length > 0, () => <SpecTable groups={data.specifications} />);
  add('options', data.options.length > 0, () => <OptionsSection data={data} />);
  add('faqs', data.faqs.length > 0, () => (
    <div className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
      {data.faqs.map((faq) => (
        <details key={faq.question} className="group px-4 py-3">
          <summary className="cursor-pointer font-semibold text-navy-900">{faq.question}</summary>
          <Prose html={faq.answerHtml} className="pb-1" />
        </details>
      ))}
    </div>
  ));
  for (const kind of PRODUCT_RELATION_KINDS) {
    add(kind, data.relations[kind].length > 0, () => <ProductLinks products={data.relations[kind]} />);
  }
  add('caseStudies', data.caseStudies.length > 0, () => <LinkList links={data.caseStudies} />);
  add('downloads', true, () => <DownloadList product={data} downloads={data.downloads} />);
  add('guides', data.guides.length > 0, () => <LinkList links={data.guides} />);
  add('standards', data.standards.length > 0, () => (
    <ul className="grid gap-2 sm:grid-cols-2">
      {data.standards.map((standard) => (
        <li key={standard.code} className="rounded border border-slate-200 bg-white px-4 py-2">
          <span className="font-semibold text-navy-900">{standard.code}</span>
          {standard.title && <span className="block text-sm text-slate-600">{standard.title}</span>}
        </li>
      ))}
    </ul>
  ));
  add('applications', data.applications.length > 0, () => <LinkList links={data.applications} />);
  add('enquire', true, () => <EnquirySection data={data} />);

  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={t('product.onThisPage')} className="hidden lg:block">
        <div className="sticky top-4">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('product.onThisPage')}</h2>
          <ul className="mt-2 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-navy-900 hover:border-navy-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="min-w-0 space-y-10">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-4">
            <h2 id={`${section.id}-title`} className="mb-4 text-2xl font-bold text-navy-900">
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}

function LinkList({ links }: { links: ReadonlyArray<{ name: string; url: string }> }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.url}>
          <Link href={link.url} className="block rounded border border-slate-200 bg-white px-4 py-3 font-medium text-navy-900 hover:border-navy-700 hover:underline">
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const BUTTON = 'inline-flex items-center justify-center rounded border border-navy-900/30 bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-slate-100';

function EnquirySection({ data }: { data: ProductPage }) {
  const { t } = useTranslation('catalog');
  const product = enquiryProduct(data);
  return (
    <div className="rounded-lg bg-navy-900 p-6 text-white">
      <p className="max-w-2xl text-white/85">{t('product.enquireText')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <EnquiryButton kind="product-question" product={product} label={t('product.askQuestion')} className={BUTTON} />
        <EnquiryButton kind="product-enquiry" product={product} label={t('product.enquire')} className={BUTTON} />
        <EnquiryButton kind="training" product={product} label={t('product.bookTraining')} className={BUTTON} />
      </div>
    </div>
  );
}
