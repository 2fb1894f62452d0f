import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { DEFAULT_LOCALE, LOCALES } from '@migralink/shared/locales';
import { certificateShellPath } from '@migralink/shared/certificate-pages';
import { API_PATH_PREFIXES } from '@migralink/shared/routes';
import { devAccessLog } from './build/dev-access-log';
import { oneScript } from './build/one-script';

/**
 * The static site. Everything environment-specific comes from the environment:
 * - `SITE_URL`: the public base host used in canonical, hreflang and social URLs;
 * - `SITE_PORT`, `SITE_HOST`: where `astro dev` / `astro preview` listen;
 * - `API_URL`: where the dev server proxies the API paths (`/v1`, older `/auth`): the browser always calls its own origin;
 * - `MEDIA_URL`: where the dev server finds `/media` files (the uploads bucket; CloudFront serves them in AWS);
 * - `EDGE_LOG=ipc`: the dev server hands each request it answers to the local platform that spawned it, which
 *   writes CloudFront's access log of it (build/dev-access-log.ts).
 */
const siteUrl = process.env.SITE_URL ?? 'http://localhost:4321';
const apiUrl = process.env.API_URL ?? 'http://localhost:3001';
const mediaUrl = process.env.MEDIA_URL ?? 'http://localhost:4569/migralink-local-uploads';
const port = Number(process.env.SITE_PORT ?? 4321);
const host = process.env.SITE_HOST ?? '127.0.0.1';

/**
 * The Content-Security-Policy of every built page (a `<meta>` in its head; the dev server sends none).
 * Astro adds `script-src` and `style-src` with `'self'` and the hash of each inline script and style it
 * emits: no `'unsafe-inline'`, so a script or style attribute that got into a page does not run.
 * Framing, which a `<meta>` cannot forbid, is refused by CloudFront's `X-Frame-Options: DENY` header.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Pages rendered at once (Astro's `build.concurrency`). A company page waits on three API calls: one at a time, the
 * build sat idle for half its time at 10,000 companies, waiting on the API. Eight at once keep the CPU busy meanwhile;
 * the pages come out byte for byte the same. In AWS the build reads an API server of its own in front of the table
 * (infra/src/site/build-run.ts), nothing paces it.
 */
const PAGES_AT_ONCE = 8;

/**
 * A stylesheet of at most this many bytes is written into each page that uses it (Astro's
 * `build.inlineStylesheets: 'auto'` asks Vite's `assetsInlineLimit`): the kit's form styles and the
 * like, so a page links one stylesheet, the layout's, cached for a year. Other assets keep Vite's limit.
 */
const INLINE_STYLESHEET_BYTES = 6 * 1024;

export default defineConfig({
  site: siteUrl,
  output: 'static',
  // Directory output (`/en/page/index.html`). CloudFront serves both `/en/page` and `/en/page/` from it, so
  // the dev server accepts both too ('always' would also make it refuse the proxied `/v1/...` paths);
  // the site's own links, canonical and hreflang URLs always carry the slash (src/urls/localized-url.ts).
  trailingSlash: 'ignore',
  build: { format: 'directory', concurrency: PAGES_AT_ONCE },
  integrations: [
    // First, so it sees each request as it came: the local platform's access log (build/dev-access-log.ts).
    devAccessLog(),
    react(),
    // Each page loads one script: its scripts' and islands' code bundled again after the build (build/one-script.ts).
    oneScript(),
    {
      name: 'hydrate-on-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'interaction', entrypoint: './src/kit/hydrate-on-interaction.ts' }),
      },
    },
    {
      // A certificate's address is served from the one page built for every number, as CloudFront does
      // (infra/src/site/viewer-request.ts); the page reads the number from the address the browser shows.
      name: 'certificate-pages',
      hooks: {
        'astro:server:setup': ({ server }) => {
          server.middlewares.use((request, _response, next) => {
            const [pathname = '/', query] = (request.url ?? '/').split('?', 2);
            const shell = certificateShellPath(pathname);
            if (shell) request.url = query === undefined ? shell : `${shell}?${query}`;
            next();
          });
        },
      },
    },
  ],
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  security: { csp: { directives: [...contentSecurityPolicy] } },
  server: { port, host },
  devToolbar: { enabled: false },
  vite: {
    build: {
      assetsInlineLimit: (file: string, content: Buffer) =>
        file.endsWith('.css') ? content.length <= INLINE_STYLESHEET_BYTES : undefined,
    },
    // Each local platform instance (npm start, the browser tests) keeps its own dependency cache:
    // `astro check` or another dev server rebuilding a shared one breaks the pages a running server hands out.
    ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
    // jose is imported only by code a page loads later (the certificate page's PDF check): found then, the dev
    // server would optimize it and reload the page in the middle of the check.
    optimizeDeps: { include: ['jose'] },
    server: {
      proxy: {
        ...Object.fromEntries(
          API_PATH_PREFIXES.map((prefix) => [prefix.slice(0, -1), { target: apiUrl, changeOrigin: true }]),
        ),
        '/media/': { target: mediaUrl, changeOrigin: true },
      },
    },
  },
});
