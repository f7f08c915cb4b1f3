import { useTranslation } from '../../lib/i18n-react';
import { Fact, Facts } from '../../components/ui/Facts';
import type { DealerAreaPage, DealerCard } from '../../../shared/dealers/dealers.types';
import { Part } from '../../components/ui/Part';

const LINK = 'font-medium text-navy-800 underline underline-offset-2 hover:text-navy-900 break-words';

/** A dealer with its tags as badges and its contact details as links (tel:, mailto:, its website). */
function DealerCardView({ card }: { card: DealerCard }) {
  const { t } = useTranslation('dealers');
  const heading = `dealer-${card.id}`;
  return (
    <article aria-labelledby={heading} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={heading} className="text-xl font-bold text-navy-900">
        {card.name}
      </h3>
      {card.tags.length > 0 && (
        <ul aria-label={t('dealer.services')} className="mt-3 flex flex-wrap gap-2">
          {card.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-navy-900 px-3 py-0.5 text-sm font-semibold text-white">
              {t(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      {/* Only the facts the dealer gave: none of them is ever empty, so no "None" needs the ui namespace here. */}
      <Facts className="mt-4">
        <Fact label={t('dealer.address')}>
          <address className="not-italic">
            {[...card.addressLines, card.country].map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </Fact>
        {card.telephone && (
          <Fact label={t('dealer.telephone')}>
            {card.telephoneHref ? (
              <a href={card.telephoneHref} className={`${LINK} tabular`}>
                {card.telephone}
              </a>
            ) : (
              card.telephone
            )}
          </Fact>
        )}
        {card.email && (
          <Fact label={t('dealer.email')}>
            <a href={`mailto:${card.email}`} className={LINK}>
              {card.email}
            </a>
          </Fact>
        )}
        {card.website && (
          <Fact label={t('dealer.website')}>
            <a href={card.website} rel="noopener" className={LINK}>
              {card.websiteLabel}
            </a>
          </Fact>
        )}
        {card.serves.length > 0 && <Fact label={t('dealer.serves')}>{card.serves.join(', ')}</Fact>}
      </Facts>
    </article>
  );
}

function CardGrid({ cards }: { cards: readonly DealerCard[] }) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {cards.map((card) => (
        <li key={card.id}>
          <DealerCardView card={card} />
        </li>
      ))}
    </ul>
  );
}

/** A country's dealers: those based there, then those serving it from a neighbouring country. */
export function DealerSections({ data }: { data: DealerAreaPage }) {
  const { t } = useTranslation('dealers');
  return (
    <>
      {data.based.length > 0 && (
        <Part id="dealers-based" title={t('area.based')} className="mt-8">
          <CardGrid cards={data.based} />
        </Part>
      )}
      {data.serving.length > 0 && (
        <Part id="dealers-serving" title={t('area.serving')} hint={t('area.servingNote')} className="mt-8">
          <CardGrid cards={data.serving} />
        </Part>
      )}
    </>
  );
}
