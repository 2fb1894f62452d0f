import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Onboarding } from '@migralink/shared/schemas/company-account';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { useIsland } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import { adminUrl } from '../shared/paths';
import { sendToSignIn } from '../shared/session';
import type { OnboardingMessages } from './messages';
import { nextStep, stepTarget } from './onboarding';
import { createOnboarding } from './onboarding-store';
import '@/components/account/account.css';
import '../shared/admin.css';
import './onboarding.css';
import { useSignedInRole } from '@/components/company-account/shared/use-role';

export interface OnboardingAppProps {
  readonly locale: Locale;
  readonly messages: OnboardingMessages;
}

/**
 * The start page of the admin app. A company account sees the steps that make
 * its listing complete, each with a link to the screen that completes it;
 * staff see the way to the moderation queue instead.
 */
export default function OnboardingApp({ locale, messages }: OnboardingAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const role = useSignedInRole();
  const onboarding = useIsland(() => createOnboarding({ toSignIn: () => sendToSignIn(locale) }));
  const load = useStore(onboarding.loader.$state);

  useEffect(() => {
    void onboarding.open(role);
    return onboarding.cancel;
  }, [onboarding, role]);

  if (role === 'admin') {
    return (
      <div className="admin-card">
        <p>{t('admin.onboarding.staff')}</p>
        <p>
          <a className="account-button account-button--primary admin-link-button" href={adminUrl(locale, 'moderation')}>
            {t('admin.onboarding.staff_link')}
          </a>
        </p>
      </div>
    );
  }
  if (role !== undefined && role !== 'company') {
    return <FormStatus>{t('admin.onboarding.not_company')}</FormStatus>;
  }
  if (role === undefined || load.status === 'loading') return <Loading text={t('admin.onboarding.loading')} />;
  if (load.status === 'failed') return <LoadFailed error={load.error} t={t} onRetry={() => void onboarding.retry()} />;
  return <Checklist onboarding={load.data} locale={locale} t={t} />;
}

function Checklist({
  onboarding,
  locale,
  t,
}: {
  readonly onboarding: Onboarding;
  readonly locale: Locale;
  readonly t: Translate<keyof OnboardingMessages>;
}) {
  const { completed, total } = onboarding;
  const next = nextStep(onboarding);
  const progress = t('admin.onboarding.progress', { completed, total });
  return (
    <div className="admin-card onboarding">
      <p className="admin-note">{t('admin.onboarding.lead')}</p>
      <div className="onboarding__progress">
        <progress value={completed} max={Math.max(total, 1)} aria-label={progress} />
        <span aria-hidden="true">{progress}</span>
      </div>
      <ol className="onboarding__steps" aria-label={t('admin.onboarding.steps')}>
        {onboarding.steps.map(({ id, done }) => {
          const target = stepTarget(id);
          const isNext = id === next;
          return (
            <li key={id} className={`onboarding__step onboarding__step--${done ? 'done' : 'todo'}`}>
              <span className="onboarding__mark" aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <div className="onboarding__text">
                <p className="onboarding__title">
                  {t(`admin.onboarding.step.${id}`)}
                  <span className="visually-hidden">
                    {' '}
                    ({t(done ? 'admin.onboarding.done' : 'admin.onboarding.todo')})
                  </span>
                  {isNext && <span className="onboarding__next">{t('admin.onboarding.next')}</span>}
                </p>
                {!done && id === 'approved' && <p className="admin-note">{t('admin.onboarding.waiting')}</p>}
                {!done && target && (
                  <a
                    className={isNext ? 'account-button account-button--primary admin-link-button' : 'onboarding__link'}
                    href={adminUrl(locale, target.page)}
                  >
                    {t(`admin.onboarding.go.${target.label}`)}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {next === undefined && <FormStatus tone="success">{t('admin.onboarding.all_done')}</FormStatus>}
    </div>
  );
}
