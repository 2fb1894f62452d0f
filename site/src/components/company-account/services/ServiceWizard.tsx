import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { useIsland } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import type { SiteMessageMessages } from '@/site-messages/messages';
import { SuggestImprovement } from '@/site-messages/SuggestImprovement';
import { sendToSignIn } from '../shared/session';
import type { WizardKey, WizardMessages } from './messages';
import { isMissingService, servicesListUrl } from './service-navigation';
import { createWizard, type Wizard } from './wizard-store';
import { WizardScreen } from './WizardScreen';
import '@/components/account/account.css';
import '../shared/admin.css';
import './services.css';

export interface ServiceWizardProps {
  readonly locale: Locale;
  readonly messages: WizardMessages;
  /** The texts of "Suggest an improvement" (docs/product.md, "Forms"). */
  readonly suggestMessages: SiteMessageMessages;
}

const browserHistory = {
  push: (url: string) => window.history.pushState(null, '', url),
  replace: (url: string) => window.history.replaceState(window.history.state, '', url),
};

/**
 * The wizard in the browser: it opens where the address says once the island
 * runs (the page is static), follows back and forward, and asks before the
 * page is left with unsaved changes (not once a finished save leaves it).
 */
function useWizardInBrowser(wizard: Wizard): void {
  const unsaved = useStore(wizard.$unsaved);
  useEffect(() => {
    void wizard.start(window.location.search);
    const follow = () => void wizard.followAddress(window.location.search);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      wizard.cancel();
    };
  }, [wizard]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (wizard.$unsaved.get()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [wizard, unsaved]);
}

/**
 * The service wizard at `/admin/services/create-service?uuid=…&step=…`
 * (`wizard-store.ts` holds what it does): basics, content, feedback forms,
 * search attributes, review, in the language chosen on the tabs.
 */
export default function ServiceWizard({ locale, messages, suggestMessages }: ServiceWizardProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const wizard = useIsland(() =>
    createWizard({
      locale,
      t,
      confirm: (question) => window.confirm(question),
      history: browserHistory,
      go: (url) => window.location.assign(url),
      toSignIn: () => sendToSignIn(locale),
    }),
  );
  useWizardInBrowser(wizard);
  const state = useStore(wizard.loader.$state);
  const where = useStore(wizard.$where);
  const form = useStore(wizard.$form);

  if (state.status === 'failed') {
    if (isMissingService(state.error)) return <NotFound locale={locale} t={t} />;
    return <LoadFailed error={state.error} t={t} onRetry={() => void wizard.retry()} />;
  }
  if (state.status === 'loading' || !where || !form) return <Loading text={t('service_wizard.loading')} />;
  return (
    <>
      <WizardScreen
        wizard={wizard}
        where={where}
        form={form}
        init={state.data.init}
        locale={locale}
        messages={messages}
        t={t}
      />
      <SuggestImprovement messages={suggestMessages} onSessionExpired={() => sendToSignIn(locale)} />
    </>
  );
}

/** No such service of the company: a way back to the list. */
function NotFound({ locale, t }: { readonly locale: Locale; readonly t: Translate<WizardKey> }) {
  return (
    <div className="account-result">
      <FormAlert>{t('service_wizard.not_found')}</FormAlert>
      <a className="account-button account-button--secondary" href={servicesListUrl(locale)}>
        {t('service_wizard.to_list')}
      </a>
    </div>
  );
}
