import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setCompanyPlan } from '@migralink/shared/api/moderation';
import { browserSession, hydrated, showsText } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, secondApprovedService, staffApi } from './company-listing';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });

type T = ReturnType<typeof useTranslations>;

/** What each plan includes, as the disclosure beside a limit lists it (from the same table). */
const planRow = (t: T, plan: 'basic' | 'pro' | 'premium', services: string, languages: string) =>
  t('admin.plans.row', { plan: t(`admin.plan.${plan}`), services, languages });

/** The plans that allow more than basic, as the note after a limit names them. */
const beyondBasic = (t: T) =>
  t('admin.plan_limit.plans', { plans: [t('admin.plan.pro'), t('admin.plan.premium')].join(', ') });

/** A language tab of the company editor, named with its state and, when the plan does not include it, with that. */
const lockedTab = (page: Page, t: T, language: 'en' | 'ru' | 'uk') =>
  page.getByRole('group', { name: t('admin.locale.label') }).getByRole('button', {
    name: `${t(`admin.locale.${language}`)} (${t('admin.locale.not_filled')}, ${t('admin.plans.locked_tab')})`,
    exact: true,
  });

describe('the plan’s limits, shown before the owner runs into them', () => {
  it.each([
    ['ru', useTranslations('ru')],
    ['uk', useTranslations('uk')],
  ] as const)(
    'the editor in %s marks the languages basic does not include and lets no text be written in them',
    async (language, t) => {
      // A company written in English on basic: the editor opens in the page's language, which basic does not include.
      const mine = await listing('company');
      const owner = await browser.openPage(`/${language}/admin/company/`, { session: mine.owner.session });
      const name = owner.getByLabel(t('company_editor.name'), { exact: true });
      await hydrated(name);
      await lockedTab(owner, t, language).waitFor();
      await lockedTab(owner, t, language === 'ru' ? 'uk' : 'ru').waitFor();
      const written = t('admin.locale.en');
      await showsText(
        owner.locator('.admin-plan-note p'),
        `${t('company_editor.plan_locked', { plan: t('admin.plan.basic'), written })} ${beyondBasic(t)}`,
      );
      // Nothing can be typed that the save would refuse, and there is nothing to save.
      expect(await name.isDisabled()).toBe(true);
      expect(await owner.getByLabel(t('company_editor.description'), { exact: true }).isDisabled()).toBe(true);
      expect(await owner.getByRole('button', { name: t('company_editor.save'), exact: true }).isDisabled()).toBe(true);
      // What each plan includes, from the same table the API refuses by.
      await owner.getByText(t('admin.plans.title'), { exact: true }).click();
      await owner.getByText(planRow(t, 'basic', '1', '1'), { exact: true }).waitFor();
      await owner.getByText(planRow(t, 'pro', '10', t('admin.plans.all_languages')), { exact: true }).waitFor();

      // English, the company's language, is open as before.
      await owner
        .getByRole('group', { name: t('admin.locale.label') })
        .getByRole('button', { name: `${t('admin.locale.en')} (${t('admin.locale.filled')})`, exact: true })
        .click();
      await expect.poll(() => name.inputValue()).toBe(mine.texts.company.en);
      expect(await name.isDisabled()).toBe(false);
      expect(await owner.locator('.admin-plan-note').count()).toBe(0);
    },
  );

  it.each([
    ['en', useTranslations('en')],
    ['uk', useTranslations('uk')],
  ] as const)(
    'the service wizard in %s locks the languages basic does not include, and its publish button says the plan is full',
    async (language, t) => {
      const mine = await listing('published');
      const second = await secondApprovedService({ api, mail }, mine, `Family reunion ${language}`);
      const staff = await staffApi({ api, mail });
      await staff(setCompanyPlan, { params: { uuid: mine.companyUuid }, body: { plan: 'basic' } });

      // The review of the second service, written in English only: publishing it would pass basic's one service.
      const owner = await browser.openPage(`/${language}/admin/services/create-service/?uuid=${second}&step=5`, {
        session: mine.owner.session,
      });
      const bar = owner.getByRole('region', { name: t('admin.status.label') });
      const publish = bar.getByRole('button', { name: t('admin.action.publish'), exact: true });
      await hydrated(publish);
      expect(await publish.isDisabled()).toBe(true);
      const basic = t('admin.plan.basic');
      const full = `${t('services.plan.publish_full', { plan: basic, limit: 1 })} ${beyondBasic(t)}`;
      await showsText(owner.locator(`[id="${await publish.getAttribute('aria-describedby')}"]`), full);

      // Russian is not on basic for this service: its tab says so, and its texts cannot be typed.
      await lockedTab(owner, t, 'ru').click();
      const written = t('admin.locale.en');
      await showsText(
        owner.locator('.admin-plan-note p'),
        `${t('service_wizard.plan_locked', { plan: basic, written })} ${beyondBasic(t)}`,
      );
      // Back to the texts' step, one step at a time.
      for (const step of ['search', 'feedback', 'content'] as const) {
        await owner.getByRole('button', { name: t('service_wizard.back'), exact: true }).click();
        await owner.getByRole('heading', { name: t(`service_wizard.step.${step}`), exact: true }).waitFor();
      }
      const reason = owner.getByLabel(t('service_wizard.receiving_reason'), { exact: true });
      await reason.waitFor();
      expect(await reason.isDisabled()).toBe(true);
    },
  );

  it.each([
    ['en', useTranslations('en')],
    ['ru', useTranslations('ru')],
  ] as const)(
    'the services list in %s says how many are published of the plan’s number, and a publish button past it says so',
    async (language, t) => {
      // One service published; a second approved one waits; the company is back on basic (one published service).
      const mine = await listing('published');
      const second = `Family reunion ${language}`;
      await secondApprovedService({ api, mail }, mine, second);
      const staff = await staffApi({ api, mail });
      await staff(setCompanyPlan, { params: { uuid: mine.companyUuid }, body: { plan: 'basic' } });

      const owner = await browser.openPage(`/${language}/admin/services/`, { session: mine.owner.session });
      const basic = t('admin.plan.basic');
      const publishedOf = (published: number) => t('services.plan.published', { published, limit: 1, plan: basic });
      await owner.getByText(publishedOf(1)).waitFor();
      const row = (name: string) => owner.getByRole('listitem', { name, exact: true });
      const publish = row(second).getByRole('button', { name: t('admin.action.publish'), exact: true });
      await hydrated(publish);
      expect(await publish.isDisabled()).toBe(true);
      const full = `${t('services.plan.publish_full', { plan: basic, limit: 1 })} ${beyondBasic(t)}`;
      await showsText(owner.locator(`[id="${await publish.getAttribute('aria-describedby')}"]`), full);

      // Unpublishing the other frees the place: the button opens, and publishing fills the plan again.
      const first = row(mine.texts.service[language === 'en' ? 'en' : 'ru']);
      await first.getByRole('button', { name: t('admin.action.unpublish'), exact: true }).click();
      await owner.getByText(publishedOf(0)).waitFor();
      await expect.poll(() => publish.isDisabled()).toBe(false);
      await publish.click();
      await owner.getByText(publishedOf(1)).waitFor();
      await row(second)
        .getByRole('button', { name: t('admin.action.unpublish'), exact: true })
        .waitFor();
      expect(await first.getByRole('button', { name: t('admin.action.publish'), exact: true }).isDisabled()).toBe(true);
    },
  );
});
