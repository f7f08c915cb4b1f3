import { useTranslation } from '../../lib/i18n-react';
import type { ProductEnquiryKind } from '../../../shared/enquiries/enquiry.schema';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TrainingForm } from '../forms/training/TrainingForm';
import type { EnquiryProduct } from './product';
import { ProductEnquiryForm } from './ProductEnquiryForm';

/**
 * The product's question, enquiry or training booking in a dialog (SPEC.md sections 3, 5 and 8), named by the dialog
 * and subtitled with the product. The forms are the public forms' own (the training one is the training pages'), so
 * they check, summarise, keep a draft and thank the same way; the thanks offer the dialog's Close. The dialog's
 * content is drawn only while it is open, so each opening starts from the draft with a new form ticket.
 */
export default function EnquiryDialog({
  kind,
  product,
  open,
  onOpenChange,
}: {
  kind: ProductEnquiryKind;
  product: EnquiryProduct;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('enquiry');
  const subject = product.optionName ? `${product.name}, ${product.optionName}` : product.name;
  const close = (
    <Button onClick={() => onOpenChange(false)}>
      {t('close')}
    </Button>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t(`title.${kind}`)} description={subject} size="lg">
      {kind === 'training' ? <TrainingForm product={product} close={close} /> : <ProductEnquiryForm kind={kind} product={product} close={close} />}
    </Dialog>
  );
}
