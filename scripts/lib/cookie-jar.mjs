/**
 * The cookies a signed-in client keeps between requests, for the measuring scripts (admin-perf over app.request(),
 * soak over fetch): `store` takes a response's Set-Cookie lines, `header` gives the Cookie header, `xsrf` the CSRF
 * token to send back as X-XSRF-TOKEN (DECISIONS.md: CSRF).
 */
export function cookieJar() {
  const cookies = new Map();
  return {
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  };
}
