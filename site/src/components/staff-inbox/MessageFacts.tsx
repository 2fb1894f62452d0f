import type { Locale } from '@migralink/shared/locales';
import type { SiteMessage } from '@migralink/shared/schemas/site-messages';
import { companyUrl } from '@/urls/catalogue-paths';
import type { Formatted } from './MessageView';

/**
 * Who wrote, from where, whether the address is confirmed, and what: the message as it was sent. An improvement's
 * company by the name it had then, linked to its page.
 */
export function MessageFacts({
  message,
  locale,
  formatDate,
  t,
}: { readonly message: SiteMessage; readonly locale: Locale } & Formatted) {
  return (
    <section className="admin-card inbox-message">
      <dl className="inbox-facts">
        <dt>{t('admin.inbox.from')}</dt>
        <dd>
          {message.name} · {message.email}
          <br />
          <span className="admin-note">
            {t(message.email_confirmed ? 'admin.inbox.confirmed' : 'admin.inbox.unconfirmed')}
          </span>
        </dd>
        <dt>{t('admin.inbox.kind')}</dt>
        <dd>
          {t(`admin.inbox.kind.${message.kind}`)} · {t('admin.inbox.sent_on', { date: formatDate(message.created_at) })}
        </dd>
        {message.page && <Fact label={t('admin.inbox.page')} text={message.page} />}
        {message.company_id && (
          <>
            <dt>{t('admin.inbox.company')}</dt>
            <dd>
              <a href={companyUrl(locale, { uuid: message.company_id, slug: '' })}>
                {message.company_name ?? message.company_id}
              </a>
            </dd>
          </>
        )}
        {message.subject && <Fact label={t('admin.inbox.subject')} text={message.subject} />}
      </dl>
      <h3 className="inbox-subtitle">{t('admin.inbox.message')}</h3>
      <p className="inbox-text">{message.message}</p>
    </section>
  );
}

const Fact = ({ label, text }: { readonly label: string; readonly text: string }) => (
  <>
    <dt>{label}</dt>
    <dd>{text}</dd>
  </>
);
