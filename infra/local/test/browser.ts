import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TOKEN_COOKIE } from '@migralink/shared/route';
import type { Session } from '@migralink/shared/schemas/auth';
import { REPO_ROOT } from '../../src/paths';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium';

/**
 * How long a browser test waits for the product to do something it will do:
 * an island to hydrate, an answer of the API to show, a page to load. The site
 * runs on Astro's dev server, which compiles a page's code on its first visit;
 * on a busy two-core machine that alone takes seconds. Waiting is always for a
 * signal the page gives (an element, a URL, an island marking itself hydrated),
 * so a generous limit costs nothing when the product is quick.
 */
export const PATIENCE_MS = 45_000;

/** A headless Chromium (Playwright gives it a fresh profile). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/** Where the site keeps a session (site/src/stores/auth.ts): localStorage, mirrored in the `token` cookie. */
const AUTH_STORAGE_KEY = 'migralink.auth';

export interface ContextOptions {
  /** The browser's language (`Accept-Language`, `navigator.language`). */
  locale?: string;
  /** Opens the context signed in with this session, as if the visitor had signed in on the site before. */
  session?: Session;
  /** `false`: the pages run no script, as before their code arrives (or for a visitor who turned it off). */
  javaScript?: boolean;
  /** A phone: 390 × 844 CSS pixels, a touch screen and a mobile browser's viewport. */
  phone?: boolean;
}

/**
 * One Chromium for a test file, started before its tests and closed after them.
 * `newContext` gives a fresh browser context (its own cookies and storage), and
 * `openPage` a path of the product in one, with every island on it hydrated.
 * Contexts opened during a test are closed after it, whether it passed or not.
 */
export function browserSession(siteUrl: string | (() => string)) {
  /** The site's address; a function when it is known only once the file's `beforeAll` has run (a site it builds). */
  const site = () => (typeof siteUrl === 'function' ? siteUrl() : siteUrl);
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    const contexts = opened.splice(0);
    if (task.result?.state === 'fail') await keepEvidence(task.name, contexts);
    await Promise.all(contexts.map((each) => each.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext({
    locale = 'en-US',
    session,
    javaScript = true,
    phone = false,
  }: ContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('browserSession: the browser starts in beforeAll');
    const context = await browser.newContext({
      locale,
      javaScriptEnabled: javaScript,
      ...(phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}),
      ...(session ? { storageState: signedInState(site(), session) } : {}),
    });
    context.setDefaultTimeout(PATIENCE_MS);
    context.setDefaultNavigationTimeout(PATIENCE_MS);
    context.on('page', watch);
    await context.addInitScript(keepPolicyViolations);
    opened.push(context);
    return context;
  }

  return {
    newContext,
    /** A new page in a new context. */
    async newPage(options: ContextOptions = {}): Promise<Page> {
      return (await newContext(options)).newPage();
    },
    /** `path` of the site in a new context, loaded and with every island on it hydrated. */
    async openPage(path: string, options: ContextOptions = {}): Promise<Page> {
      const page = await (await newContext(options)).newPage();
      await page.goto(site() + path);
      await islandsHydrated(page);
      return page;
    },
  };
}

/** Runs in every page before its own scripts: what its Content-Security-Policy refuses, kept for `policyViolations`. */
function keepPolicyViolations(): void {
  const refused: string[] = [];
  (window as unknown as { policyViolations: string[] }).policyViolations = refused;
  document.addEventListener('securitypolicyviolation', (event) =>
    refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
}

/** What the page's Content-Security-Policy refused since it loaded: `<directive> <what was blocked>`. */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? []);
}

/**
 * What happened on each page, for the evidence of a failure: every document it
 * loaded (a reload the test did not ask for shows here: the dev server reloads
 * pages when the site's files change) and what it wrote to the console.
 */
const journals = new WeakMap<Page, string[]>();
function watch(page: Page): void {
  const journal: string[] = [];
  journals.set(page, journal);
  const started = Date.now();
  const note = (line: string) => journal.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`);
  page.on('load', () => note(`loaded ${page.url()}`));
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`error: ${error.message}`));
}

/** Where a failed test leaves what its pages showed (ignored by git). */
export const EVIDENCE_DIR = path.join(REPO_ROOT, 'test-results', 'e2e');

/**
 * What the pages of a failed test showed when it failed: a screenshot, the
 * address and the text of each, in `test-results/e2e/`, named after the test.
 */
async function keepEvidence(testName: string, contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  if (pages.length === 0) return;
  await mkdir(EVIDENCE_DIR, { recursive: true });
  const base = testName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80);
  await Promise.all(
    pages.map(async (page, index) => {
      const file = path.join(EVIDENCE_DIR, `${base}-${index + 1}`);
      const text = await page
        .locator('body')
        .innerText({ timeout: 5_000 })
        .catch(() => '');
      const history = (journals.get(page) ?? []).join('\n');
      await writeFile(`${file}.txt`, `${page.url()}\n\n${text}\n\n--- loads and console ---\n${history}\n`);
      await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    }),
  );
  console.warn(`The pages of "${testName}" as it failed: ${EVIDENCE_DIR}/${base}-*`);
}

/** The storage of a browser that signed in on the site with `session`. */
export function signedInState(site: string, session: Session) {
  const { hostname } = new URL(site);
  return {
    cookies: [
      {
        name: TOKEN_COOKIE,
        value: encodeURIComponent(session.token),
        domain: hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [
      {
        origin: new URL(site).origin,
        localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify({ token: session.token, user: session.user }) }],
      },
    ],
  };
}

/**
 * The component an element belongs to: its nearest `<astro-island>`, or else
 * the nearest custom element of the site's own (`<auth-menu>`,
 * `<currency-switch>`; Astro's `astro-slot` wrappers are never defined, so
 * they do not count).
 */
const HOLDER =
  'xpath=ancestor-or-self::*[local-name()="astro-island" or ' +
  '(contains(local-name(), "-") and not(starts-with(local-name(), "astro-")))][1]';

/**
 * A component that is live: an island Astro has hydrated (the server's HTML
 * gives every island an `ssr` attribute; Astro's island runtime removes it once
 * it has handed the island to its framework, see `astro-island.js`), or a custom
 * element whose class is defined (`:defined`).
 *
 * For React islands Astro removes `ssr` right after starting `hydrateRoot` in a
 * transition: React's event listeners are in place from then on, and an event
 * on a part React has not hydrated yet makes it hydrate that part first and
 * replays the event. The site's forms keep their submit button disabled until
 * React has rendered them (`useHydrated`); Playwright's actions wait for an
 * element to be enabled, so a click after `hydrated` reaches the running form.
 */
const LIVE = ':defined:not(astro-island[ssr])';

/**
 * Waits until the island (or custom element) that holds `locator` is hydrated:
 * the readiness signal to wait for before interacting with an island.
 * Playwright keeps checking the page (no fixed poll) for up to `timeout`. A
 * `client:visible` island hydrates once on screen, so the element is scrolled
 * to first, as a visitor would before using it; a `client:interaction` island
 * once a pointer comes over it. An element no island and no
 * custom element holds is plain server HTML (pages move parts out of islands
 * to send less JavaScript): there is nothing to wait for.
 */
export async function hydrated(locator: Locator, timeout = PATIENCE_MS): Promise<void> {
  await locator.waitFor({ state: 'attached', timeout });
  const holder = locator.locator(HOLDER);
  if ((await holder.count()) === 0) return;
  const client = await holder.getAttribute('client');
  if (client === 'visible') await locator.scrollIntoViewIfNeeded({ timeout });
  // A `client:interaction` island runs when the visitor reaches for it: a pointer comes over it.
  if (client === 'interaction')
    await holder.evaluate((island) => island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
  try {
    await holder.and(locator.page().locator(LIVE)).waitFor({ state: 'attached', timeout });
  } catch (error) {
    const pending = await describeComponents(holder).catch(() => []);
    throw new Error(`hydrated: the component holding ${String(locator)} is not live: ${pending.join(', ')}`, {
      cause: error,
    });
  }
}

/**
 * Islands hydrated as soon as the page loads (`client:load`, `client:idle`,
 * `client:only`), and custom elements, that are not live yet. `client:visible`
 * islands hydrate only when scrolled to: wait for those with `hydrated`.
 */
const PENDING =
  'astro-island[ssr]:is([client="load"], [client="idle"], [client="only"]), ' +
  ':not(:defined):not(astro-slot):not(astro-static-slot)';

/** Waits until every island the page hydrates on load is hydrated, and every custom element is defined. */
export async function islandsHydrated(page: Page, timeout = PATIENCE_MS): Promise<void> {
  const pending = page.locator(PENDING);
  try {
    await pending.first().waitFor({ state: 'detached', timeout });
  } catch (error) {
    const names = await describeComponents(pending).catch(() => []);
    throw new Error(`islandsHydrated: not live after ${timeout / 1000} s on ${page.url()}: ${names.join(', ')}`, {
      cause: error,
    });
  }
}

/** How a failure names components: an island by its component's module, a custom element by its tag. */
function describeComponents(components: Locator): Promise<string[]> {
  return components.evaluateAll((elements) =>
    elements.map((element) =>
      element.localName === 'astro-island'
        ? `island ${element.getAttribute('component-url')}${element.hasAttribute('ssr') ? ' (ssr)' : ''}`
        : `<${element.localName}>${element.matches(':defined') ? '' : ' (not defined)'}`,
    ),
  );
}

/** The elements of `locator` whose whole text is `text` (spaces around it aside). */
function withText(locator: Locator, text: string): Locator {
  return locator.filter({ hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });
}

/**
 * Waits until `locator` shows exactly `text`: an answer of the API on screen, a
 * message that replaces another. Fails naming what is shown instead.
 */
export async function showsText(locator: Locator, text: string, timeout = PATIENCE_MS): Promise<void> {
  try {
    await withText(locator, text).first().waitFor({ timeout });
  } catch (error) {
    const shown = await locator.allTextContents().catch(() => []);
    throw new Error(`${String(locator)} did not show ${JSON.stringify(text)}; it shows ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}
