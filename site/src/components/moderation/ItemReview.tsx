import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ModerationItem, ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import type { Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { ChangeList } from './ChangeList';
import { DecisionForm } from './DecisionForm';
import type { ModerationKey } from './messages';
import { LoadStatus } from './LoadStatus';
import type { Moderation } from './moderation-store';
import { moderationPreviewUrl } from './preview-address';

export interface ItemReviewProps {
  readonly moderation: Moderation;
  /** The open entry (as the queue, or its latest load, has it). */
  readonly entry: ModerationQueueItem;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ModerationKey>;
}

/**
 * One waiting item: what changed, and the decision. Approve and reject name
 * the revision shown; when the owner changed it meanwhile (409) the screen
 * says so and shows the current one.
 */
export function ItemReview({ moderation, entry, locale, formatDate, t }: ItemReviewProps) {
  const load = useStore(moderation.item.$state);
  const stale = useStore(moderation.$stale);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { kind, uuid } = entry;

  // The heading takes the focus when the item opens, so keyboard and screen reader users start here.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <article className="admin-card moderation-item" aria-labelledby={`${kind}-${uuid}-title`}>
      <p>
        <button type="button" className="account-button account-button--quiet" onClick={moderation.back}>
          ← {t('admin.moderation.back')}
        </button>
      </p>
      <h2 id={`${kind}-${uuid}-title`} ref={headingRef} tabIndex={-1} className="admin-card__title">
        {entry.name}
      </h2>
      <p className="moderation-queue__meta">
        <span className="admin-badge">{t(`admin.moderation.kind.${kind}`)}</span>
        {kind === 'service' && <span>{t('admin.moderation.of_company', { company: entry.company_name })}</span>}
        <span>{t('admin.moderation.submitted', { date: formatDate(entry.submitted_at) })}</span>
      </p>
      <p>
        {/* A new tab: the review stays where the moderator left it. */}
        <a
          className="account-button account-button--secondary"
          href={moderationPreviewUrl(locale, entry)}
          target="_blank"
          rel="noopener"
        >
          {t('admin.moderation.preview')}
          <span className="visually-hidden"> ({t('admin.moderation.new_tab')})</span>
        </a>
      </p>
      {stale && <FormStatus>{t('admin.moderation.stale')}</FormStatus>}
      <LoadStatus
        state={load}
        loading={t('admin.moderation.item_loading')}
        t={t}
        onRetry={() => void moderation.retryItem()}
      />
      {load.status === 'ready' && (
        <>
          <Changes item={load.data} locale={locale} t={t} />
          <DecisionForm moderation={moderation} t={t} />
        </>
      )}
    </article>
  );
}

function Changes({
  item,
  locale,
  t,
}: {
  readonly item: ModerationItem;
  readonly locale: Locale;
  readonly t: Translate<ModerationKey>;
}) {
  // A first version comes with every field listed: the API compares it with nothing.
  const { changes } = item;
  return (
    <section className="moderation-item__changes" aria-labelledby="moderation-changes-title">
      <h3 id="moderation-changes-title" className="moderation-item__subtitle">
        {t('admin.moderation.changes')}
      </h3>
      <p className="admin-note">
        {t(item.first_version ? 'admin.moderation.changes_first' : 'admin.moderation.changes_since')}
      </p>
      {changes.length === 0 ? (
        <p>{t('admin.moderation.no_changes')}</p>
      ) : (
        <ChangeList
          changes={changes}
          showBefore={!item.first_version}
          vocabulary={{ locale, names: item.names }}
          t={t}
        />
      )}
    </section>
  );
}
