import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSitePage } from '@migralink/shared/api/site-pages';
import type { WebinarContent } from '@migralink/shared/schemas/site-pages';
import { firstEdition } from '@migralink/shared/site-pages/first-editions';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, islandsHydrated } from '../../infra/local/test/browser';
import { signedInContentManager } from '../../infra/local/test/content-manager';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const accounts = testAccounts({ api, mail });
const t = useTranslations('uk');

describe('a content manager editing a webinar in Ukrainian', () => {
  it('changes its date and speaker, saves, sees them after a reload, and the public page in the API answers them', async () => {
    const writer = await signedInContentManager(accounts, 'uk');
    const title = firstEdition('webinar', 'real-estate', 'uk')!.title;
    const day = String(randomInt(10, 29));
    const startsAt = `2027-03-${day}T15:30`;
    const speaker = `Олена Коваль ${randomInt(100_000)}`;

    const list = await browser.openPage('/uk/admin/site-pages/', { locale: 'uk-UA', session: writer });
    const language = t('admin.site_pages.language.uk');
    await list.getByRole('link', { name: t('admin.site_pages.open_named', { title, language }) }).click();
    await list.waitForURL(/\/uk\/admin\/site-pages\/edit\/\?kind=webinar&slug=real-estate&locale=uk$/);
    await islandsHydrated(list);

    const starts = list.getByLabel(t('admin.site_pages.field.starts_at'), { exact: true });
    const name = list.getByLabel(t('admin.site_pages.field.speaker_name'), { exact: true });
    await starts.fill(startsAt);
    await name.fill(speaker);
    await list.getByRole('button', { name: t('admin.site_pages.save') }).click();
    await list.getByText(t('admin.site_pages.saved')).waitFor();

    await list.reload();
    await islandsHydrated(list);
    await expect.poll(() => name.inputValue()).toBe(speaker);
    expect(await starts.inputValue()).toBe(startsAt);

    const answer = await accounts.callAs(writer.token, 'uk')(getSitePage, {
      params: { kind: 'webinar', slug: 'real-estate', locale: 'uk' },
    });
    const content = answer.data.content as WebinarContent;
    expect(content.starts_at).toBe(`${startsAt}:00Z`);
    expect(content.speaker.name).toBe(speaker);
    expect(answer.data.updated_at).not.toBeNull();
  });
});
