import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { Loading } from '@/kit/load-state';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { sendToSignIn } from '../shared/session';
import { ExportButton } from './ExportButton';
import { LeadDetail } from './LeadDetail';
import { LeadList } from './LeadList';
import { createLeads } from './leads-store';
import type { LeadsMessages } from './messages';
import '../../account/account.css';
import '../shared/admin.css';
import './leads.css';
import { useSignedInRole } from '@/components/company-account/shared/use-role';

export interface LeadsInboxProps {
  readonly locale: Locale;
  readonly messages: LeadsMessages;
}

/** Roles with an inbox: a company its own leads, staff the platform's. */
const INBOX_ROLES = new Set(['company', 'customer_support', 'admin']);

/** Writes the open lead into the address (`?id=`), so a reload or a shared link opens it again. */
function showInAddress(id: string | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('id', id);
  else url.searchParams.delete('id');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The leads inbox: the list with its filters, and one lead opened from it (or
 * from `?id=`, where the new-lead mail links) with its details, its status
 * and its deletion.
 */
export default function LeadsInbox({ locale, messages }: LeadsInboxProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const leads = useIsland(() => createLeads({ onSessionExpired: () => sendToSignIn(locale), showInAddress }));
  const openId = useStore(leads.$openId);
  const role = useSignedInRole();
  const allowed = role !== undefined && INBOX_ROLES.has(role);

  useEffect(() => {
    if (!allowed) return;
    void leads.start(queryParam('id'));
    return leads.dispose;
  }, [allowed, leads]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.leads.not_allowed')}</FormStatus>;
  if (!allowed) return <Loading text={t('admin.leads.loading')} />;
  if (openId) return <LeadDetail leads={leads} locale={locale} formatDate={formatDate} t={t} />;
  return (
    <LeadList
      leads={leads}
      formatDate={formatDate}
      t={t}
      actions={<ExportButton leads={leads} t={t} onSessionExpired={() => sendToSignIn(locale)} />}
    />
  );
}
