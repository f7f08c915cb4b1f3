import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Button } from '../../../components/ui/Button';

/**
 * The form's place once it is sent: the server's success text of SPEC.md section 8 ('message sent', 'application
 * thanks', 'enquiry received' ...), in the visitor's language, focused so it is read at once; and a way back to an
 * empty form, beside the place's own `actions` (a dialog's Close).
 */
export function FormDone({ message, onAgain, actions }: { message: string; onAgain(): void; actions?: ReactNode }) {
  const { t } = useTranslation('forms');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={box} tabIndex={-1} role="status" className="space-y-4 rounded-lg border border-green-300 bg-green-50 p-6 text-green-900 outline-none">
      <p className="text-lg font-semibold">{message}</p>
      <div className="flex flex-wrap gap-3">
        <Button look="outline" onClick={onAgain}>
          {t('sendAnother')}
        </Button>
        {actions}
      </div>
    </div>
  );
}
