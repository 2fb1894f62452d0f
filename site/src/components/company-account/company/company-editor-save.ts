import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { createAccountCompany, updateAccountCompany } from '@migralink/shared/api/company-form';
import { ApiError } from '@migralink/shared/client';
import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import type { Loader } from '@/kit/load';
import type { Request } from '@/kit/request';
import { planLimitPackages } from '../shared/moderation-state';
import type { EditorData } from './company-editor-fetch';
import { companyBody, type CompanyValues } from './company-form';
import { checkCompany, splitByScreen, type EditorScreen } from './company-problems';
import type { EditorFrameKey } from './messages';

export interface EditorSaveOptions {
  readonly locale: Locale;
  readonly screen: EditorScreen;
  readonly t: Translate<EditorFrameKey>;
  readonly loader: Loader<EditorData>;
  readonly $values: ReadableAtom<CompanyValues | null>;
  readonly $editLocale: ReadableAtom<Locale>;
  /** Whether the edited language is closed by the plan: nothing is saved in it. */
  readonly $locked: ReadableAtom<boolean>;
  /** Whether the last failure also concerns fields of the other editor. */
  readonly $elsewhere: WritableAtom<boolean>;
  /** The plans that would allow what the last save was refused for (403 `plan_limit`). */
  readonly $plans: WritableAtom<readonly SubscriptionPackage[]>;
  readonly request: Request<string>;
  /** Shows the company as saved. */
  readonly show: (data: EditorData) => void;
}

const validationFailure = (errors: FieldErrors) =>
  new ApiError(422, { message: '', code: 422, error_code: 'validation_failed', errors });

/**
 * Saving the company form (POST creates the company, PUT saves the draft) with the form's own
 * checks first; errors of the fields the other editor shows become one general notice.
 */
export function createEditorSave(options: EditorSaveOptions) {
  const { locale, screen, t, loader, $values, $editLocale, $elsewhere, $plans, request } = options;

  /** Checks the form and saves it; throws the failure as it came (a local check fails like a 422 of the API). */
  async function persist(): Promise<void> {
    const state = loader.$state.get();
    const values = $values.get();
    if (state.status !== 'ready' || values === null) return;
    const checked = checkCompany(companyBody(values), locale, t);
    if (!checked.ok) throw validationFailure(checked.errors);
    const editLocale = $editLocale.get();
    const route = state.data.company.uuid === null ? createAccountCompany : updateAccountCompany;
    const { data } = await callChecked(route, { body: checked.body, query: { locale: editLocale } });
    // Saved in a language the editor has left meanwhile: the language now shown is not replaced by it.
    if ($editLocale.get() === editLocale) options.show({ init: state.data.init, company: data });
  }

  /** Keeps the errors this screen shows; errors of the other screen become one general notice. */
  function errorForScreen(error: unknown): unknown {
    if (!(error instanceof ApiError) || !error.body.errors) return error;
    const { own, elsewhere } = splitByScreen(error.body.errors, screen);
    $elsewhere.set(elsewhere);
    if (!elsewhere) return error;
    const notice = t(screen === 'company' ? 'company_editor.offices_errors' : 'company_editor.company_errors');
    return new ApiError(error.status, { ...error.body, errors: { ...own, _: [...(own._ ?? []), notice] } });
  }

  /** The save button: the form's own errors at its fields, the plans that allow what a plan refused. */
  function save(): Promise<boolean> {
    if (request.$state.get().phase === 'loading' || options.$locked.get()) return Promise.resolve(false);
    return request.run(async () => {
      $elsewhere.set(false);
      $plans.set([]);
      try {
        await persist();
      } catch (error) {
        $plans.set(planLimitPackages(error));
        throw errorForScreen(error);
      }
    });
  }

  return { persist, errorForScreen, save };
}
