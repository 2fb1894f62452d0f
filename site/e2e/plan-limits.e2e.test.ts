import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setCompanyPlan } from '@migralink/shared/api/moderation';
import { browserSession, hydrated, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, secondApprovedService, staffApi } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });

type T = ReturnType<typeof useTranslations>;

/** What each plan includes, as the disclosure beside a limit lists it (from the same table). */
const planRow = (t: T, plan: 'basic' | 'pro' | 'premium', services: string, languages: string) =>
  t('admin.plans.row', { plan: t(`admin.plan.${plan}`), services, languages });

/** The plans that allow more than basic, as the note after a limit names them, with its link to them. */
const beyondBasic = (t: T) =>
  `${t('admin.plan_limit.plans', { plans: [t('admin.plan.pro'), t('admin.plan.premium')].join(', ') })} ${t('admin.plan_limit.to_tariffs')}`;

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
      const full = `${t('services.plan.publish_full', { plan: basic, limit: 1 })} ${beyondBasic(t)}`;
      await showsText(owner.locator(`[id="${await publish.getAttribute('aria-describedby')}"]`), full);

      // Unpublishing the other frees the place: the button opens, and publishing fills the plan again.
      const first = row(mine.texts.service[language === 'en' ? 'en' : 'ru']);
      await first.getByRole('button', { name: t('admin.action.unpublish'), exact: true }).click();
      await owner.getByText(publishedOf(0)).waitFor();
      await expect.poll(() => publish.getAttribute('aria-describedby')).toBeNull();
      await publish.click();
      await owner.getByText(publishedOf(1)).waitFor();
      await row(second)
        .getByRole('button', { name: t('admin.action.unpublish'), exact: true })
        .waitFor();
      const again = first.getByRole('button', { name: t('admin.action.publish'), exact: true });
      expect(await again.getAttribute('aria-describedby')).not.toBeNull();
    },
  );
});

/** The plans' way out of a limit (the error modal), as the modal words it. */
async function planModal(page: Page, t: T, language: 'ru' | 'uk') {
  const modal = page.getByRole('dialog', { name: t('admin.plan_limit.title') });
  await modal.waitFor();
  const plans = new Intl.ListFormat(language, { type: 'disjunction' }).format([
    t('admin.plan.pro'),
    t('admin.plan.premium'),
  ]);
  await showsText(modal.locator('p').first(), t('admin.plan_limit.text', { plans }));
  return modal;
}

describe('the plan’s limit, with a way up and back', () => {
  it.each([
    ['ru', 'list', useTranslations('ru')],
    ['uk', 'wizard', useTranslations('uk')],
  ] as const)(
    'in %s, publish past basic (from the %s) opens the modal; the plans are bought and the owner is back at that service, publishing it',
    async (language, from, t) => {
      const mine = await listing('published');
      const name = `Family reunion, way up ${language}`;
      const second = await secondApprovedService({ api, mail }, mine, name);
      const staff = await staffApi({ api, mail });
      await staff(setCompanyPlan, { params: { uuid: mine.companyUuid }, body: { plan: 'basic' } });
      const screen = `/${language}/admin/services/create-service/?uuid=${second}&step=5`;
      const owner = await browser.openPage(from === 'list' ? `/${language}/admin/services/` : screen, {
        session: mine.owner.session,
      });
      const scope =
        from === 'list'
          ? owner.getByRole('listitem', { name, exact: true })
          : owner.getByRole('region', { name: t('admin.status.label') });
      const publish = scope.getByRole('button', { name: t('admin.action.publish'), exact: true });
      await hydrated(publish);

      // The note beside the button leads to the plans, and so does the press, with the service to come back to.
      const note = owner.locator(`[id="${await publish.getAttribute('aria-describedby')}"]`);
      const noteLink = note.getByRole('link', { name: t('admin.plan_limit.to_tariffs'), exact: true });
      const tariffs = `/${language}/tariffs/?return_to=${encodeURIComponent(screen)}`;
      expect(await noteLink.getAttribute('href')).toBe(tariffs);
      await publish.click();
      const modal = await planModal(owner, t, language);
      const toPlans = modal.getByRole('link', { name: t('admin.plan_limit.to_tariffs'), exact: true });
      expect(await toPlans.getAttribute('href')).toBe(tariffs);
      // Escape closes it, giving the focus back to the button; pressed again, it opens again.
      await owner.keyboard.press('Escape');
      await expect.poll(() => publish.evaluate((button) => button === document.activeElement)).toBe(true);
      await publish.click();
      await toPlans.click();

      // Pro at the payment page; paid, the owner is back at the service, which now publishes.
      await owner.waitForURL((url) => url.pathname === `/${language}/tariffs/`);
      await islandsHydrated(owner);
      await owner.getByRole('button', { name: t('tariffs.buy', { plan: t('admin.plan.pro') }) }).click();
      await owner.waitForURL(/\/pay\/cs_/);
      await owner.getByRole('button', { name: /^Pay / }).click();
      await owner.waitForURL((url) => url.pathname + url.search === screen);
      const bar = owner.getByRole('region', { name: t('admin.status.label') });
      const open = bar.getByRole('button', { name: t('admin.action.publish'), exact: true });
      await hydrated(open);
      await expect.poll(() => open.getAttribute('aria-describedby')).toBeNull();
      await open.click();
      await bar.getByRole('button', { name: t('admin.action.unpublish'), exact: true }).waitFor();
    },
  );
});
