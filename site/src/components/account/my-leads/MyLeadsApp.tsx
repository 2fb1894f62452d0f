import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Lead } from '@migralink/shared/schemas/leads';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import { useDateFormat, useIsland } from '@/kit/react';
import { localizedPath } from '@/urls/localized-url';
import type { MyLeadsKey, MyLeadsMessages } from '../messages';
import { LoadFailed, Loading } from '@/kit/load-state';
import { createMyLeads, type MyLeads } from './my-leads-store';
import '../account.css';
import './my-leads.css';
import { ReplyList } from './ReplyList';
import { LoadMore } from '@/kit/load-more';
import { hasNextPage } from '@/kit/paged-list';

export interface MyLeadsAppProps {
  readonly locale: Locale;
  readonly messages: MyLeadsMessages;
}

interface LeadProps {
  readonly lead: Lead;
  readonly store: MyLeads;
  readonly open: boolean;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<MyLeadsKey>;
}

/** To whom it went and what about: the company (the team, for the platform's), the service or topic. */
function Addressee({ lead, t }: Pick<LeadProps, 'lead' | 't'>) {
  const about = lead.service_name ?? lead.topic;
  return (
    <>
      <h2 className="my-leads__to">{lead.company_name ?? t('my_leads.to_platform')}</h2>
      {about && <p className="my-leads__about">{t('my_leads.about', { topic: about })}</p>}
    </>
  );
}

/** The answers, oldest first, shown on demand (showing them marks them read). */
function Thread({ lead, store, open, formatDate, t }: LeadProps) {
  const count = lead.replies.length;
  if (count === 0) return <p className="my-leads__meta">{t('my_leads.no_replies')}</p>;
  const threadId = `thread-${lead.uuid}`;
  return (
    <div className="my-leads__thread">
      <button
        type="button"
        className="account-button account-button--secondary"
        aria-expanded={open}
        aria-controls={threadId}
        onClick={() => void store.toggle(lead)}
      >
        {t(open ? 'my_leads.hide_thread' : 'my_leads.show_thread')} · {t('my_leads.replies', { count })}
      </button>
      {lead.unread_replies > 0 && (
        <span className="my-leads__new">{t('my_leads.new_replies', { count: lead.unread_replies })}</span>
      )}
      {open && (
        <ReplyList replies={lead.replies} id={threadId} answered={t('my_leads.answered')} formatDate={formatDate} />
      )}
    </div>
  );
}

function SentLead(props: LeadProps) {
  const { lead, formatDate, t } = props;
  return (
    <li className="my-leads__item">
      <article className="my-leads__card">
        <header className="my-leads__head">
          <div>
            <Addressee lead={lead} t={t} />
            <p className="my-leads__meta">
              {t('my_leads.sent')} · <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
            </p>
          </div>
          <span className={`my-leads__status my-leads__status--${lead.status}`}>
            {t(`my_leads.status.${lead.status}`)}
          </span>
        </header>
        <h3 className="my-leads__label">{t('my_leads.your_message')}</h3>
        <p className="my-leads__text">{lead.message || t('my_leads.no_message')}</p>
        <Thread {...props} />
      </article>
    </li>
  );
}

/**
 * "My requests": what the signed-in visitor sent, its status and the answers.
 * Loaded fresh each visit; without a session, sign-in and back.
 */
export default function MyLeadsApp({ locale, messages }: MyLeadsAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const store = useIsland(() =>
    createMyLeads({
      locale,
      replace: (url) => window.location.replace(url),
      here: () => window.location.pathname + window.location.search,
    }),
  );
  const state = useStore(store.list.$state);
  const opening = useStore(store.opening.$state);
  const open = useStore(store.$open);
  useEffect(() => void store.load(), [store]);

  if (state.status === 'loading') return <Loading text={t('my_leads.loading')} className="my-leads" />;
  if (state.status === 'failed')
    return <LoadFailed error={state.error} t={t} onRetry={() => void store.retry()} className="my-leads" />;
  const { items, total } = state.data;
  if (items.length === 0)
    return (
      <div className="my-leads">
        <p>{t('my_leads.empty')}</p>
        <a className="account-button" href={localizedPath('/companies/', locale)}>
          {t('my_leads.find')}
        </a>
      </div>
    );
  return (
    <div className="my-leads">
      <p className="my-leads__total" role="status">
        {t('my_leads.total', { count: total })}
      </p>
      {opening.phase === 'failed' && <FormAlert>{problemText(t, opening.problems.general)}</FormAlert>}
      <ol className="my-leads__list">
        {items.map((lead) => (
          <SentLead
            key={lead.uuid}
            lead={lead}
            store={store}
            open={open.has(lead.uuid)}
            formatDate={formatDate}
            t={t}
          />
        ))}
      </ol>
      {hasNextPage(state.data) && (
        <LoadMore
          more={store.more}
          t={t}
          label={t('my_leads.load_more')}
          busyLabel={t('my_leads.loading_more')}
          onMore={() => void store.loadMore()}
        />
      )}
      <MoreStatus store={store} t={t} />
    </div>
  );
}

/** The next page on its way, said politely as well (the button says it too). */
function MoreStatus({ store, t }: { readonly store: MyLeads; readonly t: Translate<MyLeadsKey> }) {
  const more = useStore(store.more.$state);
  return more.phase === 'loading' ? <FormStatus>{t('my_leads.loading_more')}</FormStatus> : null;
}
