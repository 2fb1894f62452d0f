import { useStore } from '@nanostores/react';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { useIsland } from '@/kit/react';
import { problemText } from '@/kit/problems';
import { createLeadExport } from './export-store';
import type { Leads } from './leads-store';
import type { LeadsKey } from './messages';

interface ExportButtonProps {
  readonly leads: Leads;
  readonly t: Translate<LeadsKey>;
  readonly onSessionExpired: () => void;
}

/** "Export (xlsx)": the leads the filters select as an Excel file; on a plan without it, says which plans have it. */
export function ExportButton({ leads, t, onSessionExpired }: ExportButtonProps) {
  const exporting = useIsland(() => createLeadExport({ onSessionExpired }));
  const state = useStore(exporting.request.$state);
  const general = state.phase === 'failed' ? state.problems.general : undefined;
  const planLimit = general && 'key' in general && general.key === 'errors.code.plan_limit';
  return (
    <div>
      <button
        type="button"
        className="account-button account-button--secondary"
        disabled={state.phase === 'loading'}
        onClick={() => void exporting.run(leads.$filters.get())}
      >
        {t(state.phase === 'loading' ? 'admin.leads.exporting' : 'admin.leads.export')}
      </button>
      <p className="admin-note">{t('admin.leads.export_hint')}</p>
      {general && <FormAlert>{planLimit ? t('admin.leads.export_plan_limit') : problemText(t, general)}</FormAlert>}
    </div>
  );
}
