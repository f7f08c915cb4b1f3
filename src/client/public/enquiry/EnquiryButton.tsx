import { lazy, Suspense, useState } from 'react';
import type { ProductEnquiryKind } from '../../../shared/enquiries/enquiry.schema';
import type { EnquiryProduct } from './product';

const loadDialog = () => import('./EnquiryDialog');
const EnquiryDialog = lazy(loadDialog);

/**
 * A button that opens the product's question, enquiry or training form. The form and its translations are a chunk of
 * their own, fetched when the pointer or the keyboard reaches the button (so it is there by the click), never with
 * the page.
 */
export function EnquiryButton({ kind, product, label, className }: { kind: ProductEnquiryKind; product: EnquiryProduct; label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <EnquiryDialog kind={kind} product={product} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
