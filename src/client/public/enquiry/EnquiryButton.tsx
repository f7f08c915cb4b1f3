import { lazy, Suspense, useRef, useState } from 'react';
import type { ProductEnquiryKind } from '../../../shared/enquiries/enquiry.schema';

export interface EnquiryProduct {
  id: number;
  name: string;
  optionId?: number;
  optionName?: string;
}

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
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={button}
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
          <EnquiryDialog kind={kind} product={product} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
