import { hashPassword } from '@migralink/functions/lib/passwords';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './accounts';
import { DEMO_ARTICLES } from './articles';
import { seedDemoCertificates } from './certificates';
import { generateDemo, type DemoData } from './generate';
import { demoId } from './ids';
import { companyPictures } from './images';

export { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, DEMO_PASSWORD } from './accounts';
export { generateDemo } from './generate';

export interface SeedDemoOptions {
  /** Write nothing when the demo admin already exists, so what was edited in a kept table stays. */
  keepExisting?: boolean;
}

export interface SeedDemoResult {
  companies: number;
  services: number;
  users: number;
  /** Companies and services waiting in the moderation queue. */
  waiting: number;
  /** Visitors' requests in the companies' and the platform's inboxes. */
  leads: number;
  reviews: number;
  admin: { email: string; password: string };
}

function summary(demo: DemoData): SeedDemoResult {
  return {
    companies: demo.companies.length,
    services: demo.companies.reduce((total, company) => total + company.services.length, 0),
    users: demo.users.length,
    waiting: demo.pending.length,
    leads: demo.leads.length,
    reviews: demo.reviews.length,
    admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
  };
}

/**
 * Writes the demo companies, services and accounts into the configured table,
 * and the search lists of those companies (all of them are public); then the
 * owners' pending edits, saved and sent to moderation as the account routes
 * would (revision 2, in the staff queue); the visitors' leads, with their
 * lists and counters; the reviews of the first companies; 90 days of page and contact views of every
 * company; one running advertisement; certificates of each state (`certificates.ts`); and published articles
 * in the three languages (`articles.ts`).
 * Idempotent: every item has a fixed id, so a second run overwrites the same
 * items. The data layer is loaded only here, since it reads its configuration
 * (TABLE_NAME) when first imported.
 */
export async function seedDemo(options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const demo = generateDemo();
  const { findUserIdByEmail, putUsersForSeeding } = await import('@migralink/functions/data/users');
  if (options.keepExisting && (await findUserIdByEmail(DEMO_ADMIN_EMAIL))) return summary(demo);
  const { putAll } = await import('@migralink/functions/data/batch');
  const { approvedCompanyItems } = await import('@migralink/functions/data/companies');
  const { approvedServiceItems } = await import('@migralink/functions/data/services');
  // scrypt is slow on purpose: hash the shared password once for every account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await putUsersForSeeding(demo.users.map((user) => ({ ...user, password_hash: passwordHash })));
  const { cardSummary } = await import('@migralink/functions/search/card-summary');
  await putAll(
    demo.companies.flatMap(({ profile, content, services }) => [
      // What the reindex keeps on a profile for its cards: the countries served and the lowest price.
      ...approvedCompanyItems({ ...profile, ...cardSummary(services.map((service) => service.content)) }, content),
      ...services.flatMap((service) => approvedServiceItems(service.meta, service.content)),
    ]),
  );
  const { indexAll, PLAN_RANK } = await import('@migralink/functions/search/reindex');
  await indexAll(
    demo.companies.map(({ profile, services }) => ({
      id: profile.id,
      slug: profile.slug,
      rank: PLAN_RANK[profile.plan],
      services: services.map((service) => service.content.search_attributes),
      serviceIds: services.map((service) => service.meta.id),
    })),
  );
  const { putLeadsForSeeding } = await import('@migralink/functions/data/leads');
  await putLeadsForSeeding(demo.leads);
  const { reviewItemsForSeeding } = await import('@migralink/functions/data/reviews');
  await putAll(reviewItemsForSeeding(demo.reviews));
  const { pageViewsItem } = await import('@migralink/functions/data/page-views');
  const { contactViewsItem } = await import('@migralink/functions/data/contact-views');
  await putAll(
    demo.views.flatMap(({ companyId, day, contacts, ...views }) => [
      pageViewsItem(companyId, day, views),
      contactViewsItem(companyId, day, contacts),
    ]),
  );
  if (demo.advertisement) {
    const { paidAdvertisementItems } = await import('@migralink/functions/data/advertisements');
    await putAll(paidAdvertisementItems(demo.advertisement, demo.advertisement.created_at));
  }
  const { saveDraft, submitDraft } = await import('@migralink/functions/data/moderation');
  for (const { subject, meta, content, submittedAt } of demo.pending) {
    const revision = await saveDraft(subject, meta, content, submittedAt);
    await submitDraft(subject, { ...meta, revision }, submittedAt);
  }
  await seedDemoCertificates(demo.companies);
  await seedDemoPictures(demo);
  await seedDemoArticles();
  return summary(demo);
}

/** The demo's articles, published, each with its address, group line and cards, as the publish route writes them. */
async function seedDemoArticles(): Promise<void> {
  const { getArticleItem, writeArticle } = await import('@migralink/functions/data/articles');
  const { renderMarkdown } = await import('@migralink/functions/articles/markdown');
  for (const article of DEMO_ARTICLES) {
    const at = article.published_at;
    await writeArticle(await getArticleItem(article.id), {
      ...article,
      state: 'published',
      cover: null,
      html: renderMarkdown(article.body),
      created_by: demoId('user', 'admin'),
      created_at: at,
      updated_at: at,
    });
  }
}

/** The companies' logos and their people's photos, drawn and stored as PNG where their content names them. */
async function seedDemoPictures(demo: DemoData): Promise<void> {
  const { putObject } = await import('@migralink/functions/uploads/bucket');
  const { default: sharp } = await import('sharp');
  const pictures = demo.companies.flatMap(({ content }) => companyPictures(content, content.name.en ?? ''));
  await Promise.all(
    pictures.map(async ({ key, svg }) => putObject(key, await sharp(Buffer.from(svg)).png().toBuffer(), 'image/png')),
  );
}
