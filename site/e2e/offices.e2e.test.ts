import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, hydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';

const product = startedProduct();
const browser = browserSession(product.site);
const listing = companyListings(product);

/** What rows an office offers to fill: phone numbers, working-time rows, holiday rows. */
async function rowsOf(office: Locator, t: ReturnType<typeof useTranslations>) {
  const [phones, times, holidays] = await Promise.all([
    office.getByLabel(t('offices_editor.phone_number'), { exact: true }).count(),
    office.getByLabel(t('offices_editor.from'), { exact: true }).count(),
    office.getByLabel(t('offices_editor.closed'), { exact: true }).count(),
  ]);
  return { phones, times, holidays };
}

describe('the offices of the company editor', () => {
  it.each(['en', 'ru'] as const)(
    'offer a phone row for an office saved without one, and a new office one row of each (%s)',
    async (locale) => {
      const t = useTranslations(locale);
      const mine = await listing('company');
      // The company is written in English on basic, which includes no other language: its English texts are edited.
      const page = await browser.openPage(`/${locale}/admin/offices/?locale=en`, { session: mine.owner.session });
      // Each office is a fieldset of its own, in order.
      const office = (number: number) => page.locator('fieldset.company-editor__office').nth(number - 1);
      await office(1).getByLabel(t('offices_editor.phone_number'), { exact: true }).waitFor();
      // Saved through the API without a phone (a blank phone is not saved).
      expect((await rowsOf(office(1), t)).phones).toBe(1);

      const add = page.getByRole('button', { name: t('offices_editor.add_office') });
      await hydrated(add);
      await add.click();
      await office(2).waitFor();
      // Working times ("opens at" in the working-time row; a closed holiday row shows no times).
      expect(await rowsOf(office(2), t)).toEqual({ phones: 1, times: 1, holidays: 1 });
      expect(await office(2).getByLabel(t('offices_editor.closed'), { exact: true }).isChecked()).toBe(true);
    },
  );
});
