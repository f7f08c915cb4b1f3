import type { Localized } from '../locales';
import type { ServiceToolKind } from '../partners/enums';
import type { ServiceToolRole } from './servicetools.schema';

/** A version of a tool as the portal and the back office list it: latest first. */
export interface ServiceToolVersionView {
  id: number;
  version: string;
  releasedOn: string;
  /** In the reader's language (English where it has none). */
  releaseNotes: string;
  fileId: number;
  fileName: string;
  contentType: string;
  size: number;
  /** The logged portal download address. */
  url: string;
}

/** A tool as /portal/servicetools opens it (portal.servicetools.get): in the reader's language, with its versions. */
export interface PortalServiceTool {
  id: number;
  name: string;
  kind: ServiceToolKind;
  productName: string;
  description: string;
  versions: ServiceToolVersionView[];
}

/** A tool in /admin/servicetools. */
export interface AdminServiceToolRow {
  id: number;
  name: string;
  kind: ServiceToolKind;
  productId: number | null;
  productName: string;
  roles: ServiceToolRole[];
  published: boolean;
  sort: number;
  versionCount: number;
  latestVersion: string | null;
  latestReleasedOn: string | null;
  downloads: number;
  updatedAt: string;
}

/** A version as the back office edits it: its release notes in every language. */
export type AdminServiceToolVersion = ServiceToolVersionView & Localized<'release_notes'>;

/** /admin/servicetools/{id}: the tool, its versions and its editable fields (texts in every language). */
export interface AdminServiceToolDetail extends AdminServiceToolRow, Localized<'description'> {
  versions: AdminServiceToolVersion[];
}

export interface ProductChoice {
  id: number;
  label: string;
}
