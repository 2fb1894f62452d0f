import type { Newsletter, NewsletterSummary } from '@migralink/shared/schemas/newsletters';
import type { Translate } from '@/i18n/format';
import { COUNTS, type NewslettersKey } from './messages';

type T = Translate<
  Extract<NewslettersKey, `admin.newsletters.${'state' | 'count' | 'language'}.${string}` | `mailing.topic.${string}`>
>;

/** A newsletter's state, as a badge. */
export function StateBadge({ state, t }: { readonly state: Newsletter['state']; readonly t: T }) {
  return <span className={`admin-badge letters-badge--${state}`}>{t(`admin.newsletters.state.${state}`)}</span>;
}

/** The list a newsletter goes to: "Russian · News for people who move". */
export const listName = (newsletter: Pick<Newsletter, 'locale' | 'topic'>, t: T) =>
  `${t(`admin.newsletters.language.${newsletter.locale}`)} · ${t(`mailing.topic.${newsletter.topic}`)}`;

/** Its counts, each named: subscribers, queued, sent, bounced, marked as spam, failed. */
export function Counts({ newsletter, t }: { readonly newsletter: NewsletterSummary; readonly t: T }) {
  const value = (count: (typeof COUNTS)[number]) =>
    count === 'recipients' ? newsletter.recipients : newsletter.counts[count];
  return (
    <dl className="letters-counts">
      {COUNTS.map((count) => (
        <div key={count}>
          <dt>{t(`admin.newsletters.count.${count}`)}</dt>
          <dd data-count={count}>{value(count)}</dd>
        </div>
      ))}
    </dl>
  );
}
