import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { queryParam, useIsland } from '@/kit/react';
import type { NewsletterMessages } from './messages';
import { createNewsletterEditor } from './newsletter-store';
import { NewsletterForm } from './NewsletterForm';
import { NewsletterPreview } from './NewsletterPreview';
import { NewsletterSend } from './NewsletterSend';
import { writesNewsletters } from './NewslettersApp';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import './newsletters.css';

export interface NewsletterAppProps {
  readonly locale: Locale;
  readonly messages: NewsletterMessages;
}

/** Runs `tick` every `ms` until stopped. */
const every = (ms: number, tick: () => void) => {
  const timer = window.setInterval(tick, ms);
  return () => window.clearInterval(timer);
};

/**
 * One newsletter (`/admin/newsletters/edit/`, `?id=`; docs/product.md, "Newsletters"): its list and mail,
 * saved; the preview; a test to oneself; the send, confirmed; and its progress and counts while it runs.
 */
export default function NewsletterApp({ locale, messages }: NewsletterAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const editor = useIsland(() =>
    createNewsletterEditor({
      onSessionExpired: () => sendToSignIn(locale),
      onCreated: (id) => window.history.replaceState(null, '', adminUrl(locale, 'newsletter', { id })),
      every,
    }),
  );
  const load = useStore(editor.loader.$state);
  const role = useSignedInRole();
  useEffect(() => {
    if (writesNewsletters(role)) void editor.start(queryParam('id'), locale);
    return editor.stop;
  }, [role, editor, locale]);

  if (role !== undefined && !writesNewsletters(role))
    return <FormStatus>{t('admin.newsletters.not_staff')}</FormStatus>;
  return (
    <div className="letters">
      <a className="letters-back" href={adminUrl(locale, 'newsletters')}>
        ← {t('admin.newsletters.back')}
      </a>
      {(role === undefined || load.status === 'loading') && <Loading text={t('admin.newsletters.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void editor.loader.retry()} />}
      {load.status === 'ready' && (
        <>
          <NewsletterForm editor={editor} t={t} />
          <NewsletterSend editor={editor} t={t} />
          <NewsletterPreview editor={editor} t={t} />
        </>
      )}
    </div>
  );
}
