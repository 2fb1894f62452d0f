import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated } from '../../infra/local/test/browser';
import { useTranslations } from '../src/i18n';

const ru = useTranslations('ru');

/** A passport to add on the comparison page: what is typed into the search, and its name in the list. */
export interface PassportToAdd {
  readonly search: string;
  readonly name: string;
}

/** Finds a passport by part of its name and adds it from the list (the page in Russian). */
export async function addPassport(page: Page, { search, name }: PassportToAdd): Promise<void> {
  const field = page.getByLabel(ru('passport_comparison.search'));
  await field.fill(search);
  const list = page.getByRole('list', { name: ru('passport_comparison.add_list') });
  await list.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: ru('passport_comparison.remove', { name }) }).waitFor();
}

/** The statuses of every row the comparison table shows, one list per destination. */
export const rowStatuses = (page: Page) =>
  page
    .locator('.comparison-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.getAttribute('data-status'))),
    );

/**
 * On the comparison page (in Russian): adds the passports, waits for their table, switches on "only
 * differences" and checks that every row left really differs, and that rows were left out. Answers
 * how many rows there were and the statuses of those left.
 */
export async function compareOnlyDifferences(page: Page, passports: readonly PassportToAdd[]) {
  await hydrated(page.getByLabel(ru('passport_comparison.search')));
  for (const passport of passports) await addPassport(page, passport);
  const table = page.getByRole('table', {
    name: ru('passport_comparison.caption', { passports: passports.map(({ name }) => name).join(', ') }),
  });
  await table.waitFor();
  const all = (await rowStatuses(page)).length;
  expect(all).toBeGreaterThan(10);
  await page.getByLabel(ru('passport_comparison.only_differences')).check();
  await expect.poll(async () => (await rowStatuses(page)).length).toBeLessThan(all);
  const differing = await rowStatuses(page);
  expect(differing.length).toBeGreaterThan(0);
  for (const statuses of differing) {
    expect(statuses).toHaveLength(passports.length);
    expect(new Set(statuses).size).toBeGreaterThan(1);
  }
  return { table, all, differing };
}
