import { chromium, type Request } from 'playwright-core';
import { API_PATH_PREFIXES } from '@migralink/shared/routes';
import { HASHED_ASSET_CACHE_CONTROL } from '../src/site/hashed-assets';
import { CHROMIUM, CHROMIUM_FLAGS } from '../local/chromium';
import type { PageKind, SamplePage } from '../local/test/page-weight';
import { mark, type Row } from './report';

/** A first view of a public page: the HTML, one stylesheet, one script where it has an island, the logo. */
export const TARGET_FIRST_VIEW_REQUESTS = 4;

/** The public pages whose first view is counted. */
export const FIRST_VIEW_PAGES: readonly PageKind[] = [
  'home',
  'SEO landing page',
  'companies list',
  'company page',
  'visa-free map',
  'passport comparison',
  'article page',
  'programme page',
  'sign-in',
];

const KINDS = ['document', 'css', 'script', 'image', 'font', 'other'] as const;
type Kind = (typeof KINDS)[number] | 'api';

/** An image the browser fetches of its own accord (the page's icon), which it does not type as one. */
const IMAGE_FILE = /\.(svg|png|ico|webp|jpe?g)$/;

/** What a request is for: a call of the API (whatever the browser's resource type), else its resource type. */
export function kindOf(pathname: string, resourceType: string): Kind {
  if (API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'api';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'other' && IMAGE_FILE.test(pathname)) return 'image';
  if (resourceType === 'document' || resourceType === 'script' || resourceType === 'image' || resourceType === 'font')
    return resourceType;
  return 'other';
}

/**
 * Each page's first view in a fresh browser context (an empty cache, a phone-sized window, no
 * interaction): every request it makes until the network is idle, by kind. The API's calls are
 * counted apart from the files; a file not named by its content nor cached for a year is named.
 */
export async function measureFirstView(siteUrl: string, pages: readonly SamplePage[]): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const rows: Row[] = [];
    for (const { page: kind, path } of pages) {
      if (!FIRST_VIEW_PAGES.includes(kind) || !path) continue;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
      rows.push(await firstViewRow(kind, requests));
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function firstViewRow(kind: PageKind, requests: readonly Request[]): Promise<Row> {
  const counts = Object.fromEntries([...KINDS, 'api'].map((name) => [name, 0])) as Record<Kind, number>;
  const api: string[] = [];
  const uncached: string[] = [];
  for (const request of requests) {
    const { pathname } = new URL(request.url());
    const type = kindOf(pathname, request.resourceType());
    counts[type] += 1;
    if (type === 'api') api.push(`${request.method()} ${pathname}`);
    else if (type !== 'document' && (await cacheControl(request)) !== HASHED_ASSET_CACHE_CONTROL)
      uncached.push(pathname);
  }
  const files = KINDS.reduce((sum, name) => sum + counts[name], 0);
  return {
    page: kind,
    ...counts,
    files,
    [`≤ ${TARGET_FIRST_VIEW_REQUESTS}`]: mark(files <= TARGET_FIRST_VIEW_REQUESTS),
    'API calls': api.join(', ') || '-',
    'not cached a year': uncached.join(', ') || '-',
  };
}

async function cacheControl(request: Request): Promise<string | undefined> {
  const response = await request.response();
  return response ? ((await response.headerValue('cache-control')) ?? undefined) : undefined;
}
