import { readCookie } from './cookies';

/** SPEC.md section 7: JSON, an Accept header, the XMLHttpRequest marker, credentials, and the XSRF header. */
export function apiHeaders(extra: HeadersInit = {}): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  const token = readCookie('XSRF-TOKEN');
  if (token) headers.set('X-XSRF-TOKEN', token);
  return headers;
}

type Listener = (status: 401 | 419) => void;
const listeners = new Set<Listener>();

/** Any 401 or 419 signs the client out and sends it to /login (SPEC.md section 8); the session provider listens. */
export function onSessionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sessionLost = {
  /** Set while a sign-in or sign-out is under way, when 401s are expected and must not redirect. */
  suppressed: false,
};

export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: 'same-origin', headers: apiHeaders(init.headers) });
  if ((response.status === 401 || response.status === 419) && !sessionLost.suppressed) {
    listeners.forEach((listener) => listener(response.status as 401 | 419));
  }
  return response;
}
