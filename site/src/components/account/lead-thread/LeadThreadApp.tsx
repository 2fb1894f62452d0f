import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { LeadThread } from '@migralink/shared/schemas/leads';
import { createTranslator, type Translate } from '@/i18n/format';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { companyUrl } from '@/urls/catalogue-paths';
import { localizedPath } from '@/urls/localized-url';
import type { LeadThreadKey, LeadThreadMessages } from '../messages';
import { LoadFailed, Loading } from '@/kit/load-state';
import { Outcome } from '../outcome';
import { ReplyList } from '../my-leads/ReplyList';
import { createLeadThread } from './lead-thread-store';
import '../account.css';
import '../my-leads/my-leads.css';

export interface LeadThreadAppProps {
  readonly locale: Locale;
  readonly messages: LeadThreadMessages;
}

interface ThreadProps {
  readonly thread: LeadThread;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<LeadThreadKey>;
}

/** The way back: the company's page with its contact button (the team's requests start from any page). */
function WayBack({ thread, locale, formatDate, t }: ThreadProps) {
  return (
    <div className="lead-thread__way">
      {thread.company_uuid && thread.company_name && (
        <>
          <p>{t('request.answer_hint')}</p>
          <a
            className="account-button account-button--primary"
            href={companyUrl(locale, { uuid: thread.company_uuid, slug: '' })}
          >
            {t('request.company_page', { company: thread.company_name })}
          </a>
        </>
      )}
      <p className="my-leads__meta">{t('request.expires', { date: formatDate(thread.link_expires_at) })}</p>
    </div>
  );
}

function Thread(props: ThreadProps) {
  const { thread, formatDate, t } = props;
  const about = thread.service_name ?? thread.topic;
  return (
    <div className="my-leads">
      <article className="my-leads__card">
        <h2 className="my-leads__to">{thread.company_name ?? t('my_leads.to_platform')}</h2>
        {about && <p className="my-leads__about">{t('my_leads.about', { topic: about })}</p>}
        <p className="my-leads__meta">
          {t('my_leads.sent')} · <time dateTime={thread.created_at}>{formatDate(thread.created_at)}</time>
        </p>
        <h3 className="my-leads__label">{t('my_leads.your_message')}</h3>
        <p className="my-leads__text">{thread.message || t('my_leads.no_message')}</p>
        <h3 className="my-leads__label">{t('request.answers')}</h3>
        {thread.replies.length === 0 ? (
          <p className="my-leads__meta">{t('request.no_answers')}</p>
        ) : (
          <ReplyList replies={thread.replies} answered={t('my_leads.answered')} formatDate={formatDate} />
        )}
      </article>
      <WayBack {...props} />
    </div>
  );
}

/**
 * The page a lead's mails link to (`/request/?token=…`): the request and the answers for whoever holds
 * the mailed link (it went only to the address the request gave), with the way to the company's page;
 * or, for a link that does not work, what that means and where to go on.
 */
export default function LeadThreadApp({ locale, messages }: LeadThreadAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const store = useIsland(createLeadThread);
  const state = useStore(store.$state);
  useEffect(() => void store.open(queryParam('token')), [store]);

  if (state.status === 'loading') return <Loading text={t('request.loading')} className="my-leads" />;
  if (state.status === 'failed')
    return <LoadFailed error={state.error} t={t} onRetry={() => void store.retry()} className="my-leads" />;
  if (state.data.status === 'invalid')
    return (
      <Outcome
        tone="error"
        title={t('request.invalid_title')}
        href={localizedPath('/companies/', locale)}
        action={t('my_leads.find')}
      >
        <p>{t('request.invalid')}</p>
      </Outcome>
    );
  return <Thread thread={state.data.thread} locale={locale} formatDate={formatDate} t={t} />;
}
