import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSession } from '../../infra/local/test/browser';
import { companyListings, type Listing } from '../../infra/local/test/company-listing';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

/** What the browser tests of a company account share: their calls of the API, the account app's parts they read. */

const en = useTranslations('en');

interface PublicTexts {
  data: { name: string; motto: string; description: string };
}

/**
 * What a test file of the company account starts from: the product's addresses, a browser, a listing
 * taken to any stage (see company-listing.ts), the owner opening the account app, calls of the API.
 */
export function companyAccountTest() {
  const product = startedProduct();
  const browser = browserSession(product.site);
  const listing = companyListings(product);
  /** `path` of the account app, opened by the owner of `listing`, signed in, with its islands hydrated. */
  const ownerOpens = (path: string, { owner }: Listing) => browser.openPage(path, { session: owner.session });
  return { ...product, browser, listing, ownerOpens, ...accountApi(product.api) };
}

/** Calls of the API at `api` as any client makes them. */
function accountApi(api: string) {
  /** A call of the API as any client makes it: JSON both ways, the status beside the body. */
  async function callApi<T>(
    path: string,
    init: { method?: string; token?: string; locale?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${api}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        'x-localization': init.locale ?? 'en',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as T };
  }

  /** The company page the public catalogue API serves, in a language. */
  const publicCompany = (uuid: string, locale: 'en' | 'ru') => callApi<PublicTexts>(`/v1/company/${uuid}`, { locale });

  return { callApi, publicCompany };
}

/** The token a signed-in browser keeps in its `token` cookie. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((each) => each.name === 'token');
  expect(cookie?.value).toBeTruthy();
  return cookie?.value ?? '';
}

/** A language tab of the editors, named with whether everything required is written in it. */
export const tabOf = (page: Page, language: 'en' | 'ru', state: 'filled' | 'not_filled') =>
  page
    .getByRole('group', { name: en('admin.locale.label') })
    .getByRole('button', { name: `${en(`admin.locale.${language}`)} (${en(`admin.locale.${state}`)})`, exact: true });

/** A language tab the plan does not include (nothing written in it yet): named so, for screen readers too. */
export const lockedTabOf = (page: Page, language: 'ru' | 'uk') =>
  page.getByRole('group', { name: en('admin.locale.label') }).getByRole('button', {
    name: `${en(`admin.locale.${language}`)} (${en('admin.locale.not_filled')}, ${en('admin.plans.locked_tab')})`,
    exact: true,
  });

/** The moderation state of the company or service on screen, with its actions. */
export const moderationBar = (page: Page, t = en) => page.getByRole('region', { name: t('admin.status.label') });

/** The labels of the moderation state shown in the bar: the status, then whether the public sees it. */
export async function badges(page: Page, t = en): Promise<string[]> {
  const labels = (['draft', 'on_moderation', 'approved', 'rejected', 'published', 'not_published'] as const).map(
    (state) => t(`admin.status.${state}`),
  );
  const shown = await Promise.all(
    labels.map((label) => moderationBar(page, t).getByText(label, { exact: true }).count()),
  );
  return labels.filter((_, index) => shown[index]);
}

/** Waits until the moderation bar shows the state `expected` names. */
export async function expectBadges(page: Page, expected: string[], t = en): Promise<void> {
  await expect.poll(() => badges(page, t)).toEqual(expected);
}

/** The wizard's second step in the edited language, without the optional blocks; then on to the next. */
export async function fillServiceContent(owner: Page, texts: { reason: string; requirements: string }) {
  await owner.getByRole('heading', { name: en('service_wizard.step.content') }).waitFor();
  await owner.getByLabel(en('service_wizard.receiving_reason'), { exact: true }).fill(texts.reason);
  await owner.getByLabel(en('service_wizard.applicant_requirements'), { exact: true }).fill(texts.requirements);
  await owner.getByLabel(en('service_wizard.show_required_steps')).uncheck();
  await owner.getByLabel(en('service_wizard.show_benefits')).uncheck();
  await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();
}
