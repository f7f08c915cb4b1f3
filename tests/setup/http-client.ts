import type { TestApp } from './test-app';

export const DEMO_PASSWORD = 'Demo-Password-1';

/**
 * A browser-like client over app.request(): keeps cookies, sends the XSRF header from the XSRF-TOKEN cookie (unless
 * told not to), JSON bodies, and a fixed client address so rate limits can be exercised.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly test: TestApp,
    private readonly ip = '203.0.113.7',
  ) {}

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  xsrf(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  async request(method: string, path: string, options: { body?: unknown; rawBody?: string; xsrf?: string | false; headers?: Record<string, string> } = {}) {
    if (method !== 'GET' && options.xsrf !== false && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/');
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Forwarded-For': this.ip,
      ...options.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.Cookie = cookie;
    const token = options.xsrf === false ? undefined : (options.xsrf ?? this.xsrf());
    if (method !== 'GET' && token) headers['X-XSRF-TOKEN'] = token;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    // tRPC wants a JSON content type on every mutation, with or without input (as its client sends).
    if (body !== undefined || path.startsWith('/trpc/')) headers['Content-Type'] ??= 'application/json';
    const response = await this.test.app.request(path, { method, headers, body });
    this.store(response);
    return response;
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, options: { xsrf?: string | false } = {}) {
    return this.request('POST', path, { body, ...options });
  }

  delete(path: string, options: { xsrf?: string | false } = {}) {
    return this.request('DELETE', path, options);
  }

  /** Calls a tRPC mutation over HTTP (non-batched) and returns status and parsed JSON. */
  async mutation(path: string, input?: unknown) {
    const response = await this.post(`/trpc/${path}`, input);
    return { status: response.status, json: (await response.json()) as TrpcAnswer };
  }

  async query(path: string, input?: unknown) {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await this.get(`/trpc/${path}${search}`);
    return { status: response.status, json: (await response.json()) as TrpcAnswer };
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    const result = await this.mutation('public.signIn', { email, password });
    if (result.status !== 200) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(result.json)}`);
    return result.json.result?.data as { two_factor: boolean };
  }
}

export interface TrpcAnswer {
  result?: { data: unknown };
  error?: { message: string; code: number; data: { code: string; httpStatus: number; fieldErrors?: Record<string, string[]>; stack?: string } };
}
