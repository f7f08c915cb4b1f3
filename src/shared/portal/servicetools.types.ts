import type { ServiceToolKind } from './enums';
import type { ServiceToolRole } from './servicetools.schema';

/** A version of a tool as the portal and the back office list it: latest first. */
export interface ServiceToolVersionView {
  id: number;
  version: string;
  releasedOn: string;
  releaseNotes: string;
  fileId: number;
  fileName: string;
  contentType: string;
  size: number;
  /** The logged portal download address. */
  url: string;
}

/** A tool in /portal/servicetools. */
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

/** /admin/servicetools/{id}: the tool, its versions and its editable fields. */
export interface AdminServiceToolDetail extends AdminServiceToolRow {
  description: string;
  versions: ServiceToolVersionView[];
}

export interface ServiceToolLogRow {
  id: number;
  version: string | null;
  userName: string;
  userEmail: string;
  companyName: string;
  ip: string;
  createdAt: string;
}

export interface ServiceToolLogPage {
  rows: ServiceToolLogRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProductChoice {
  id: number;
  label: string;
}
