import type { ComponentType } from 'react';
import { DocumentPagesPanel } from '../content/DocumentPagesPanel';
import type { EditPanelProps } from './edit-panel';

/**
 * Escape hatches of the generic screens, by resource name: a panel shown under a record's edit form (e.g. a document's
 * pages). A section that needs a whole different screen registers its own page in its pages.ts instead.
 */
export const EDIT_PANELS: Readonly<Record<string, ComponentType<EditPanelProps>>> = {
  documents: DocumentPagesPanel,
};
