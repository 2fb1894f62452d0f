import { companyInitRoute, getAccountCompany } from '@migralink/shared/api/company-account';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyAccount, CompanyInit } from '@migralink/shared/schemas/company-account';
import { callChecked } from '@/api/checked';

/** What an editor shows besides its form: the init lists and the company as last loaded or saved. */
export interface EditorData {
  readonly init: CompanyInit;
  /** Its uuid (null until created), its moderation state and the languages in which everything required is written. */
  readonly company: CompanyAccount;
}

/**
 * The editors' load: the init lists and the company in a language. The choices do not depend on
 * the edited language: asked once per visit (again after a failure).
 */
export function editorFetch() {
  let init: Promise<CompanyInit> | null = null;
  return async function fetchEditor(editLocale: Locale): Promise<EditorData> {
    init ??= callChecked(companyInitRoute, {}).then(({ data }) => data);
    try {
      const [choices, { data: company }] = await Promise.all([
        init,
        callChecked(getAccountCompany, { query: { locale: editLocale } }),
      ]);
      return { init: choices, company };
    } catch (error) {
      init = null;
      throw error;
    }
  };
}
