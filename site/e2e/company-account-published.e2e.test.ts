import { describe, expect, it } from 'vitest';
import { hydrated } from '../../infra/local/test/browser';
import { mailsTo } from '../../infra/local/test/mailbox';
import { useTranslations } from '../src/i18n';
import { STAFF } from '../../infra/local/test/company-listing';
import { badges, companyAccountTest, expectBadges, moderationBar, tokenOf } from './company-account-steps';

const en = useTranslations('en');
const uk = useTranslations('uk');
const { site, mail, browser, listing, ownerOpens, callApi, publicCompany } = companyAccountTest();

/*
 * A company account's listing from moderation to the public, and later edits that moderation keeps
 * apart from what the public sees (the way there: company-account.e2e.test.ts). Each test starts from
 * a listing of its own that the API has taken to the stage before its step (see company-listing.ts),
 * and does that step in the browser.
 */
describe('a company account, from moderation to a published listing that moderation keeps apart from later edits', () => {
  it('is approved by staff on the moderation screen, oldest first, and the owner is mailed', async () => {
    const { owner, texts, companyUuid } = await listing('submitted');
    const staff = await browser.newPage();
    await staff.goto(`${site}/en/login/?next=${encodeURIComponent('/en/admin/moderation/')}`);
    const submit = staff.getByRole('button', { name: en('login.submit'), exact: true });
    await hydrated(submit);
    await staff.getByLabel(en('login.email'), { exact: true }).fill(STAFF.email);
    await staff.getByLabel(en('login.password'), { exact: true }).fill(STAFF.password);
    await submit.click();
    await staff.waitForURL(`${site}/en/admin/moderation/`);
    await staff.getByRole('heading', { name: en('admin.moderation.heading') }).waitFor();
    // The header leads staff to their area (an admin's opens on the moderation queue), not to a company.
    const menu = staff.getByRole('navigation', { name: en('common.account_menu') });
    await menu.getByRole('link', { name: en('common.staff_area') }).waitFor();
    expect(await menu.getByRole('link', { name: en('common.admin_area') }).isVisible()).toBe(false);

    const review = (name: string) =>
      staff.getByRole('button', { name: en('admin.moderation.open_named', { name }), exact: true });
    await hydrated(review(texts.company.en));
    // Oldest first: the service was sent before the company.
    const queue = await staff
      .getByRole('button', { name: en('admin.moderation.open') })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const place = (name: string) => queue.indexOf(en('admin.moderation.open_named', { name }));
    expect(place(texts.service.en)).toBeGreaterThanOrEqual(0);
    expect(place(texts.service.en)).toBeLessThan(place(texts.company.en));

    for (const name of [texts.service.en, texts.company.en]) {
      await review(name).click();
      await staff.getByRole('button', { name: en('admin.moderation.approve'), exact: true }).click();
      await staff.getByText(en('admin.moderation.approved', { name })).waitFor();
      await review(name).waitFor({ state: 'detached' });
    }

    // Approved is not yet public: the owner publishes.
    expect((await publicCompany(companyUuid, 'en')).status).toBe(404);
    for (const name of [texts.service.en, texts.company.en]) {
      await expect
        .poll(
          async () => (await mailsTo(mail, owner.email)).filter((one) => (one.body.text ?? '').includes(name)).length,
        )
        .toBe(1);
    }
  });

  it('publishes both, and the public sees the approved texts in both languages', async () => {
    const mine = await listing('approved');
    const { texts, companyUuid, serviceUuid } = mine;
    const owner = await ownerOpens('/en/admin/company/', mine);
    const bar = moderationBar(owner);
    const publishCompany = bar.getByRole('button', { name: en('admin.action.publish') });
    await hydrated(publishCompany);
    await publishCompany.click();
    await bar.getByText(en('admin.action.published')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.approved'), en('admin.status.published')]);

    await owner.goto(`${site}/en/admin/services/create-service/?uuid=${serviceUuid}&step=5`);
    const publishService = bar.getByRole('button', { name: en('admin.action.publish') });
    await hydrated(publishService);
    await publishService.click();
    await bar.getByText(en('admin.action.published')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.approved'), en('admin.status.published')]);

    expect(await publicCompany(companyUuid, 'en')).toMatchObject({
      status: 200,
      body: { data: { name: texts.company.en, motto: texts.motto.en, description: texts.description.en } },
    });
    expect(await publicCompany(companyUuid, 'ru')).toMatchObject({
      status: 200,
      body: { data: { name: texts.company.ru, motto: texts.motto.ru, description: texts.description.ru } },
    });
    for (const language of ['en', 'ru'] as const) {
      const page = await callApi(`/v1/service/${serviceUuid}`, { locale: language });
      expect(page).toMatchObject({ status: 200, body: { data: { name: texts.service[language] } } });
    }

    const visitor = await browser.openPage(`/en/company/?id=${companyUuid}`);
    await visitor.getByRole('heading', { name: texts.company.en }).waitFor();
    await visitor.getByText(texts.description.en, { exact: true }).waitFor();
    await visitor.getByText(texts.service.en, { exact: true }).waitFor();
  });

  it('edits again: the edit waits for moderation, the public keeps the approved text, the preview shows the draft', async () => {
    const mine = await listing('published');
    const { texts, companyUuid } = mine;
    const { description } = texts;
    const owner = await ownerOpens('/en/admin/company/', mine);
    const field = owner.getByLabel(en('company_editor.description'), { exact: true });
    await hydrated(field);
    await expect.poll(() => field.inputValue()).toBe(description.en);
    await field.fill(description.later);
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.draft'), en('admin.status.published')]);
    await moderationBar(owner).getByText(en('admin.state.older_public')).waitFor();
    await moderationBar(owner)
      .getByRole('button', { name: en('admin.action.submit') })
      .waitFor();

    const draft = await callApi<{ data: { status: string; published: boolean; description: string } }>(
      '/v1/account/company?locale=en',
      { token: await tokenOf(owner) },
    );
    expect(draft.body.data).toMatchObject({ status: 'draft', published: true, description: description.later });
    expect((await publicCompany(companyUuid, 'en')).body.data.description).toBe(description.en);
    expect((await publicCompany(companyUuid, 'ru')).body.data.description).toBe(description.ru);

    await owner.getByRole('link', { name: en('company_editor.preview') }).click();
    await owner.getByText(en('company_editor.preview.banner', { language: en('admin.locale.en') })).waitFor();
    await owner.getByText(description.later, { exact: true }).waitFor();
    expect(await owner.getByText(description.en, { exact: true }).count()).toBe(0);

    const visitor = await browser.openPage(`/en/company/?id=${companyUuid}`);
    await visitor.getByText(description.en, { exact: true }).waitFor();
    expect(await visitor.getByText(description.later, { exact: true }).count()).toBe(0);
  });

  it('shows the same account in Ukrainian, the service with its state', async () => {
    const mine = await listing('published');
    const owner = await ownerOpens('/uk/admin/services/', mine);
    await owner.getByRole('heading', { level: 1, name: uk('services.heading') }).waitFor();
    await owner.getByText(uk('services.count', { count: 1 })).waitFor();
    // No Ukrainian text was written: the list names the service as the public would see it, in English.
    await owner.getByRole('heading', { name: mine.texts.service.en }).waitFor();
    await expectBadges(owner, [uk('admin.status.approved'), uk('admin.status.published')], uk);
  });
});
