import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface NewsletterControl {
  open: boolean;
  setOpen(open: boolean): void;
}

const NewsletterContext = createContext<NewsletterControl | null>(null);

/** SPEC.md section 4 "Newsletter modal": closed, opened by the newsletter link, closed on success or the close icon. */
export function NewsletterProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <NewsletterContext.Provider value={value}>{children}</NewsletterContext.Provider>;
}

export function useNewsletter(): NewsletterControl {
  const value = useContext(NewsletterContext);
  if (!value) throw new Error('useNewsletter outside NewsletterProvider');
  return value;
}
