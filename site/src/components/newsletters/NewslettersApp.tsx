import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import { useDateFormat, useIsland } from '@/kit/react';
import { Counts, listName, StateBadge } from './LetterParts';
import { createNewsletters } from './newsletters-store';
import type { NewslettersMessages } from './messages';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import './newsletters.css';

export interface NewslettersAppProps {
  readonly locale: Locale;
  readonly messages: NewslettersMessages;
}

/** Who writes newsletters (docs/product.md, "Newsletters"); admins pass every role check. */
export const writesNewsletters = (role: string | undefined) => role === 'content_manager' || role === 'admin';

/**
 * Staff's newsletters (`/admin/newsletters/`): newest first, each with its list, state and counts, opened on its
 * own screen; "Write a newsletter" opens an empty one.
 */
export default function NewslettersApp({ locale, messages }: NewslettersAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const store = useIsland(() => createNewsletters({ onSessionExpired: () => sendToSignIn(locale) }));
  const load = useStore(store.list.$state);
  const role = useSignedInRole();
  useEffect(() => {
    if (writesNewsletters(role)) void store.start();
  }, [role, store]);

  if (role !== undefined && !writesNewsletters(role))
    return <FormStatus>{t('admin.newsletters.not_staff')}</FormStatus>;
  return (
    <div className="letters">
      <div className="admin-intro">
        <p className="admin-note">{t('admin.newsletters.lead')}</p>
        <a className="account-button account-button--primary" href={adminUrl(locale, 'newsletter')}>
          {t('admin.newsletters.new')}
        </a>
      </div>
      {(role === undefined || load.status === 'loading') && <Loading text={t('admin.newsletters.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void store.retry()} />}
      {load.status === 'ready' && load.data.items.length === 0 && (
        <p className="admin-card">{t('admin.newsletters.empty')}</p>
      )}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <ol className="admin-list">
          {load.data.items.map((newsletter) => (
            <li key={newsletter.id} className="admin-card letters-line">
              <div className="letters-line__head">
                <span className="letters-line__subject">{newsletter.subject}</span>
                <StateBadge state={newsletter.state} t={t} />
              </div>
              <p className="admin-note">
                {listName(newsletter, t)} ·{' '}
                {t('admin.newsletters.written', { date: formatDate(newsletter.created_at) })}
              </p>
              <Counts newsletter={newsletter} t={t} />
              <a
                className="account-button account-button--secondary letters-back"
                href={adminUrl(locale, 'newsletter', { id: newsletter.id })}
                aria-label={t('admin.newsletters.open_named', { subject: newsletter.subject })}
              >
                {t('admin.newsletters.open')}
              </a>
            </li>
          ))}
        </ol>
      )}
      {load.status === 'ready' && load.data.nextCursor && (
        <LoadMore
          more={store.more}
          t={t}
          label={t('admin.newsletters.load_more')}
          busyLabel={t('admin.newsletters.loading_more')}
          onMore={() => void store.loadMore()}
        />
      )}
    </div>
  );
}
