/** Cookie defaults (docs/product.md, "Visitor attribution"): long-lived, whole site. */
export const COOKIE_MAX_AGE = 100_000_000;
export const COOKIE_PATH = '/';

/** Where cookies are read from and written to: `document.cookie` in the browser, a fake in tests. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export interface CookieOptions {
  readonly maxAge?: number;
  readonly path?: string;
  readonly sameSite?: 'Lax' | 'Strict' | 'None';
  readonly secure?: boolean;
}

/** The value of cookie `name` in a `Cookie` header / `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** One `document.cookie` assignment: `currency=EUR; Max-Age=100000000; Path=/; SameSite=Lax`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAge = COOKIE_MAX_AGE, path = COOKIE_PATH, sameSite = 'Lax', secure = false } = options;
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, `Path=${path}`, `SameSite=${sameSite}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The page's cookies, or `undefined` outside a browser (during the build). */
export function browserCookieJar(): CookieJar | undefined {
  if (typeof document === 'undefined') return undefined;
  return {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = location.protocol === 'https:' ? `${cookie}; Secure` : cookie;
    },
  };
}
