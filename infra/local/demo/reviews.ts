import type { Locale } from '@migralink/shared/locales';
import type { CompanyProfile } from '@migralink/functions/data/company-items';
import type { CommentRecord, ReviewRecord } from '@migralink/functions/data/reviews';
import type { DemoUser } from './accounts';
import type { DemoCompany } from './company';
import { demoId } from './ids';
import { seededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Clients who write the demo's reviews: their accounts are seeded too (the demo password). */
export const REVIEWERS: readonly { first: string; last: string; locale: Locale }[] = [
  { first: 'Andrii', last: 'Melnyk', locale: 'uk' },
  { first: 'Анна', last: 'Волкова', locale: 'ru' },
  { first: 'Priya', last: 'Sharma', locale: 'en' },
  { first: 'Ірина', last: 'Бондар', locale: 'uk' },
  { first: 'Carlos', last: 'Mendes', locale: 'en' },
  { first: 'Дмитрий', last: 'Соколов', locale: 'ru' },
];

const TEXTS: Record<Locale, readonly [rating: number, text: string][]> = {
  en: [
    [
      5,
      'They prepared every document and the residence permit came in under three months. Always answered the same day.',
    ],
    [4, 'Good, careful work on our family visas. It took a little longer than promised, but they kept us informed.'],
    [2, 'The consultation was useful, but after paying we waited two weeks for the first reply.'],
  ],
  ru: [
    [5, 'Подготовили все документы, ВНЖ получили меньше чем за три месяца. На вопросы отвечали в тот же день.'],
    [4, 'Хорошая, аккуратная работа с семейными визами. Чуть дольше обещанного, но держали в курсе.'],
    [3, 'В целом помогли, но пришлось несколько раз напоминать о сроках.'],
  ],
  uk: [
    [5, 'Підготували всі документи, посвідку отримали менш ніж за три місяці. Відповідали того ж дня.'],
    [4, 'Добра, уважна робота з сімейними візами. Трохи довше, ніж обіцяли, але тримали в курсі.'],
    [1, 'Після оплати два тижні ніхто не відповідав, довелося шукати іншу компанію.'],
  ],
};

const ANSWERS: Record<Locale, string> = {
  en: 'Thank you for your review! We are glad everything worked out.',
  ru: 'Спасибо за отзыв! Рады, что всё получилось.',
  uk: 'Дякуємо за відгук! Раді, що все вийшло.',
};

/** The reviewers' accounts: clients with confirmed addresses, in their own languages. */
export function reviewerAccounts(): DemoUser[] {
  return REVIEWERS.map((reviewer, index) => ({
    id: demoId('user', 'reviewer', index),
    email: `reviewer-${index + 1}@example.com`,
    role: 'client',
    first_name: reviewer.first,
    last_name: reviewer.last,
    email_verified: true,
    locale: reviewer.locale,
    created_at: '2025-11-01T09:00:00.000Z',
  }));
}

const authorName = (user: DemoUser) => `${user.first_name} ${user.last_name[0]}.`;

/**
 * Reviews of the first ten companies, two to five each from the demo's
 * reviewers, in their languages; the company answered some. The same on
 * every run (ids are derived, dates count back from `today`).
 */
export function demoReviews(
  companies: readonly DemoCompany[],
  reviewers: readonly DemoUser[],
  today: Date,
): ReviewRecord[] {
  return companies.slice(0, 10).flatMap((company, companyIndex) => {
    const random = seededRandom(`reviews:${company.profile.slug}`);
    const authors = reviewers.slice(0, 2 + (companyIndex % 4));
    return authors.map((author, index) => {
      const locale = author.locale ?? 'en';
      const [rating, text] = random.pick(TEXTS[locale]);
      const at = new Date(today.getTime() - (index * 9 + companyIndex + 1) * DAY_MS).toISOString();
      const answered = rating >= 4 && index % 2 === 0;
      const comments: CommentRecord[] = answered
        ? [
            {
              id: demoId('comment', company.profile.id, author.id),
              author_id: company.profile.owner_id,
              author_name: company.content.name.en,
              is_company: true,
              text: ANSWERS[locale],
              likes_count: 1,
              dislikes_count: 0,
              deleted: false,
              created_at: at,
              updated_at: at,
            },
          ]
        : [];
      return {
        id: demoId('review', company.profile.id, author.id),
        company_id: company.profile.id,
        company_slug: company.profile.slug,
        company_name: company.content.name,
        author_id: author.id,
        author_name: authorName(author),
        rating,
        text,
        service: company.services[0]
          ? (company.services[0].content.name[locale] ?? company.services[0].content.name.en)
          : null,
        outcome: rating >= 4 ? 'approved' : null,
        processing_days: rating >= 4 ? random.int(45, 120) : null,
        likes_count: 0,
        comments_count: comments.length,
        comments,
        answered,
        hidden: null,
        reports: [],
        queued_at: null,
        created_at: at,
        updated_at: at,
      };
    });
  });
}

/** A company profile with the counters of its demo reviews, as every review's transaction would keep them. */
export function withReviewCounters(profile: CompanyProfile, reviews: readonly ReviewRecord[]): CompanyProfile {
  const own = reviews.filter((review) => review.company_id === profile.id);
  if (own.length === 0) return profile;
  const count = (rating: number) => own.filter((review) => review.rating === rating).length;
  return {
    ...profile,
    review_count: own.length,
    review_sum: own.reduce((sum, review) => sum + review.rating, 0),
    review_r1: count(1),
    review_r2: count(2),
    review_r3: count(3),
    review_r4: count(4),
    review_r5: count(5),
  };
}
