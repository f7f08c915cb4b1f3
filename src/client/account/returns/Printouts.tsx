import { useTranslation } from '../../lib/i18n-react';
import { printoutHref, PRINTOUTS } from './paths';
import { PrintIcon } from '../../components/ui/action-icons';

/** "Print confirmation", "Print return invoice", "Print label": the return's PDFs, each in a new tab to print. */
export function Printouts({ id, primary = false }: { id: number; primary?: boolean }) {
  const { t } = useTranslation('returns');
  const look = primary ? 'bg-navy-900 text-white hover:bg-navy-800' : 'border border-navy-800 bg-white text-navy-900 hover:bg-slate-50';
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('printouts.title')}>
      {PRINTOUTS.map((printout) => (
        <li key={printout}>
          <a
            href={printoutHref(id, printout)}
            target="_blank"
            rel="noopener"
            className={`inline-flex items-center gap-2 rounded px-4 py-2.5 font-semibold ${look}`}
            data-printout={printout}
          >
            <PrintIcon />
            {t(`printouts.${printout}`)}
            <span className="sr-only"> {t('pdfNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
