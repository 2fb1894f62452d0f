import type { ReadableAtom, WritableAtom } from 'nanostores';
import { moderateCompany, publishCompany, unpublishCompany } from '@migralink/shared/api/company-account';
import { ApiError } from '@migralink/shared/client';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import type { Loader } from '@/kit/load';
import { describeError } from '@/kit/problems';
import type { Request } from '@/kit/request';
import { SENT_TO_MODERATION } from '../shared/moderation-state';
import type { EditorData } from './company-editor-fetch';
import type { EditorFrameKey } from './messages';

export interface EditorActionsOptions {
  readonly t: Translate<EditorFrameKey>;
  readonly loader: Loader<EditorData>;
  readonly $dirty: ReadableAtom<boolean>;
  readonly $elsewhere: WritableAtom<boolean>;
  readonly request: Request<string>;
  /** The fields the API may name errors after on this screen. */
  readonly fieldPaths: () => string[];
  /** Saves the form, throwing its failure. */
  readonly persist: () => Promise<void>;
  /** Keeps the errors this screen shows; errors of the other screen become one general notice. */
  readonly errorForScreen: (error: unknown) => unknown;
}

/**
 * The moderation bar's actions on the company: send the draft (saving unsaved changes first),
 * publish, unpublish. Each shows the new state; its failure is thrown to the bar, and field errors
 * also go to the fields.
 */
export function createEditorActions(options: EditorActionsOptions) {
  const { t, loader, $elsewhere, request } = options;

  const asAction = (action: () => Promise<void>) => async () => {
    try {
      await action();
      request.reset();
    } catch (raw) {
      $elsewhere.set(false);
      // A conflict here is a state that changed meanwhile (sent already, nothing new to send): say so plainly.
      if (raw instanceof ApiError && raw.status === 409) {
        throw new ApiError(409, { ...raw.body, errors: { _: [t('company_editor.conflict')] } });
      }
      const error = options.errorForScreen(raw);
      if (error instanceof ApiError && error.body.errors) {
        request.reject({ fields: describeError(error, { fields: options.fieldPaths() }).fields });
      }
      throw error;
    }
  };

  const setModeration = (patch: Partial<ModerationStateView>) => {
    const state = loader.$state.get();
    if (state.status === 'ready') loader.set({ ...state.data, company: { ...state.data.company, ...patch } });
  };

  const uuidOrThrow = () => {
    const state = loader.$state.get();
    if (state.status !== 'ready' || state.data.company.uuid === null) {
      throw new ApiError(404, { message: '', code: 404 });
    }
    return state.data.company.uuid;
  };

  return {
    /** Sends the saved draft (saving unsaved changes first), then shows the new state. */
    submit: asAction(async () => {
      if (options.$dirty.get()) await options.persist();
      await callChecked(moderateCompany, { params: { uuid: uuidOrThrow() } });
      setModeration(SENT_TO_MODERATION);
    }),
    publish: asAction(async () => {
      const { data } = await callChecked(publishCompany, { params: { uuid: uuidOrThrow() } });
      setModeration(data);
    }),
    unpublish: asAction(async () => {
      const { data } = await callChecked(unpublishCompany, { params: { uuid: uuidOrThrow() } });
      setModeration(data);
    }),
  };
}
