import { CERTIFICATE_KINDS, type CertificateKind } from '../../../shared/certificates/enums';
import { ID_CURSOR, idCursor, readTrail, writeTrail } from '../serials/ui/keyset';

/**
 * The certificates list keeps its search, filters and place in the address (?q=&kind=&revoked=yes|no&at=).
 * Newest first; the server pages by id (`before`).
 */
export interface CertificateListState {
  q: string;
  kind?: CertificateKind;
  revoked?: boolean;
  trail: string[];
}

const isKind = (value: string | null): value is CertificateKind => (CERTIFICATE_KINDS as readonly (string | null)[]).includes(value);

export function readCertificateListState(params: URLSearchParams): CertificateListState {
  const kind = params.get('kind');
  const revoked = params.get('revoked');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    ...(isKind(kind) ? { kind } : {}),
    ...(revoked === 'yes' ? { revoked: true } : revoked === 'no' ? { revoked: false } : {}),
    trail: readTrail(params.get('at'), ID_CURSOR),
  };
}

export function writeCertificateListState(state: CertificateListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.kind) params.set('kind', state.kind);
  if (state.revoked !== undefined) params.set('revoked', state.revoked ? 'yes' : 'no');
  const at = writeTrail(state.trail);
  if (at) params.set('at', at);
  return params;
}

export function withCertificateFilter(state: CertificateListState, change: Partial<Omit<CertificateListState, 'trail'>>): CertificateListState {
  const next: CertificateListState = { ...state, ...change, trail: [] };
  if (!next.kind) delete next.kind;
  if (next.revoked === undefined) delete next.revoked;
  return next;
}

export const hasCertificateFilters = (state: CertificateListState) => Boolean(state.q || state.kind || state.revoked !== undefined);

/** What admin.certificates.list is asked (server/services/certificates/admin.ts AdminCertificateListSchema). */
export function certificateListInput(state: CertificateListState): { q: string; kind?: CertificateKind; revoked?: boolean; before?: number } {
  const before = idCursor(state.trail);
  return {
    q: state.q,
    ...(state.kind ? { kind: state.kind } : {}),
    ...(state.revoked !== undefined ? { revoked: state.revoked } : {}),
    ...(before ? { before } : {}),
  };
}
