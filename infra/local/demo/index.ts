import { advertisingKeys, articleKeys, keys, type ItemKey } from '@migralink/functions/data/keys';
import { hashPassword } from '@migralink/functions/lib/passwords';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './accounts';
import { DEMO_ARTICLES } from './articles';
import { firstDemoApplication, seedDemoCertificates } from './certificates';
import { generateDemo, type DemoData } from './generate';
import { demoId } from './ids';
import { companyPictures } from './images';
import { untimed, type Phase } from '../timed-phases';

export { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, DEMO_PASSWORD } from './accounts';
export { generateDemo } from './generate';

/** The demo's kinds of content, each written whole or not at all (`DEMO_KINDS`). */
export type DemoKind = (typeof DEMO_KINDS)[number]['name'];

export interface SeedDemoOptions {
  /**
   * Write only the kinds of content the table has not had yet (a marker per kind, `doneWorks`), so what was
   * edited in a kept table stays and what a later version added comes in.
   */
  keepExisting?: boolean;
  /** The kinds to write (every kind when absent). */
  kinds?: readonly DemoKind[];
  /** Runs the writing of each kind (`npm start` times them). */
  phase?: Phase;
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
  /** The kinds of content this run wrote. */
  written: DemoKind[];
}

function summary(demo: DemoData, written: DemoKind[]): SeedDemoResult {
  return {
    companies: demo.companies.length,
    services: demo.companies.reduce((total, company) => total + company.services.length, 0),
    users: demo.users.length,
    waiting: demo.pending.length,
    leads: demo.leads.length,
    reviews: demo.reviews.length,
    admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
    written,
  };
}

/**
 * The demo's kinds of content, in the order they are written (the moderation's drafts follow the companies
 * they edit; after the `FOUNDATION`, side by side). Each names an item it always writes (`probe`): a table seeded before the kinds had markers
 * counts a kind as there when it holds that item.
 */
const DEMO_KINDS = [
  { name: 'accounts', probe: () => keys.user.email(DEMO_ADMIN_EMAIL), seed: seedAccounts },
  { name: 'catalogue', probe: (demo) => keys.company.profile(demo.companies[0]!.profile.id), seed: seedCatalogue },
  { name: 'leads', probe: (demo) => keys.leads.item(demo.leads[0]!.id), seed: seedLeads },
  { name: 'reviews', probe: (demo) => keys.reviews.item(demo.reviews[0]!.id), seed: seedReviews },
  {
    name: 'views',
    probe: (demo) => keys.pageViews.day(demo.views[0]!.companyId, demo.views[0]!.day),
    seed: seedViews,
  },
  {
    name: 'advertising',
    probe: (demo) => demo.advertisement && advertisingKeys.item(demo.advertisement.id),
    seed: seedAdvertising,
  },
  {
    name: 'certificates',
    probe: (demo) => firstDemoApplication(demo.companies),
    seed: (demo) => seedDemoCertificates(demo.companies),
  },
  { name: 'articles', probe: () => articleKeys.item(DEMO_ARTICLES[0]!.id), seed: seedDemoArticles },
] as const satisfies readonly {
  name: string;
  probe: (demo: DemoData) => ItemKey | undefined;
  seed: (demo: DemoData) => Promise<unknown>;
}[];

/**
 * The kinds the others build on, written first, one after the other; the others name only accounts and companies,
 * not each other's items, so they are written side by side (most of a first start's seconds are DynamoDB Local's
 * writes, which overlap).
 */
const FOUNDATION: readonly DemoKind[] = ['accounts', 'catalogue'];

/** Each kind's probe in the demo generated now: the item whose presence shows a kind written before markers. */
export function demoKindProbes(): { name: DemoKind; probe: ItemKey | undefined }[] {
  const demo = generateDemo();
  return DEMO_KINDS.map((kind) => ({ name: kind.name, probe: kind.probe(demo) }));
}

/**
 * Writes the demo into the configured table, by kind (`DEMO_KINDS`): the accounts; the companies, services and
 * their search lists (all of them are public), with the owners' pending edits, saved and sent to moderation as
 * the account routes would (revision 2, in the staff queue), and the companies' pictures; the visitors' leads,
 * with their lists and counters; the reviews of the first companies; 90 days of contact views of the companies
 * with leads, and their page views up to the day before yesterday (the counting job owns yesterday and today); one running advertisement; certificates of each state (`certificates.ts`); and published
 * articles in the three languages (`articles.ts`). Each kind written is marked as done.
 * Idempotent: every item has a fixed id, so a second run overwrites the same items; with `keepExisting`, it
 * writes only the kinds not done yet (one BatchGetItem tells which). The data layer is loaded only here,
 * since it reads its configuration (TABLE_NAME) when first imported.
 */
export async function seedDemo(options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const demo = generateDemo();
  const { doneWorks, markDone } = await import('@migralink/functions/data/seed-markers');
  const now = new Date().toISOString();
  const asked = DEMO_KINDS.filter((kind) => !options.kinds || options.kinds.includes(kind.name));
  const done = options.keepExisting
    ? await doneWorks(
        asked.map((kind) => ({ name: kind.name, probe: kind.probe(demo) })),
        now,
      )
    : new Set<string>();
  const due = asked.filter((kind) => !done.has(kind.name));
  const phase = options.phase ?? untimed;
  const write = (kind: (typeof due)[number]) => phase<unknown>(`demo ${kind.name}`, () => kind.seed(demo));
  for (const kind of due.filter(({ name }) => FOUNDATION.includes(name))) await write(kind);
  await Promise.all(due.filter(({ name }) => !FOUNDATION.includes(name)).map(write));
  const written = due.map((kind) => kind.name);
  await markDone(written, now);
  return summary(demo, written);
}

async function seedAccounts(demo: DemoData): Promise<void> {
  const { putUsersForSeeding } = await import('@migralink/functions/data/users');
  // scrypt is slow on purpose: hash the shared password once for every account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await putUsersForSeeding(demo.users.map((user) => ({ ...user, password_hash: passwordHash })));
}

async function seedCatalogue(demo: DemoData): Promise<void> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { approvedCompanyItems } = await import('@migralink/functions/data/companies');
  const { approvedServiceItems } = await import('@migralink/functions/data/services');
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
  const { saveDraft, submitDraft } = await import('@migralink/functions/data/moderation');
  for (const { subject, meta, content, submittedAt } of demo.pending) {
    const revision = await saveDraft(subject, meta, content, submittedAt);
    await submitDraft(subject, { ...meta, revision }, submittedAt);
  }
  await seedDemoPictures(demo);
}

async function seedLeads(demo: DemoData): Promise<void> {
  const { putLeadsForSeeding } = await import('@migralink/functions/data/leads');
  await putLeadsForSeeding(demo.leads);
}

async function seedReviews(demo: DemoData): Promise<void> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { reviewItemsForSeeding } = await import('@migralink/functions/data/reviews');
  await putAll(reviewItemsForSeeding(demo.reviews));
}

async function seedViews(demo: DemoData): Promise<void> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { pageViewsItem } = await import('@migralink/functions/data/page-views');
  const { contactViewsItem } = await import('@migralink/functions/data/contact-views');
  await putAll(
    demo.views.flatMap(({ companyId, day, contacts, pages }) => [
      ...(pages ? [pageViewsItem(companyId, day, pages)] : []),
      contactViewsItem(companyId, day, contacts),
    ]),
  );
}

async function seedAdvertising(demo: DemoData): Promise<void> {
  if (!demo.advertisement) return;
  const { putAll } = await import('@migralink/functions/data/batch');
  const { paidAdvertisementItems } = await import('@migralink/functions/data/advertisements');
  await putAll(paidAdvertisementItems(demo.advertisement, demo.advertisement.created_at));
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
