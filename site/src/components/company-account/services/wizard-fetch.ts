import { getAccountService, serviceInitRoute } from '@migralink/shared/api/service-account';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceInit } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import type { WizardData } from './wizard-state';

/** What to load: a service (or the default new one) in a language; `first`: the page's first load. */
export interface WizardTarget {
  readonly uuid: string | undefined;
  readonly language: Locale;
  readonly first: boolean;
}

/**
 * The wizard's load: the init lists and the service in the target's language. The choices do not
 * depend on the service or its language: asked once per visit (again after a failure), and handed
 * to `onInit` when they come. On the first load the page's language may not be one the service is
 * written in: then it opens in its first complete language instead (a basic plan has one language
 * only), which costs a second GET only in that case.
 */
export function wizardFetch(onInit: (init: ServiceInit) => void) {
  let init: Promise<ServiceInit> | null = null;
  return async function fetchWizard({ uuid, language, first }: WizardTarget): Promise<WizardData> {
    init ??= callChecked(serviceInitRoute, {}).then(({ data }) => {
      onInit(data);
      return data;
    });
    try {
      if (!uuid) return { init: await init, service: null, language };
      const params = { id: uuid };
      const [choices, loaded] = await Promise.all([
        init,
        callChecked(getAccountService, { params, query: { locale: language } }),
      ]);
      const filled = loaded.data.filled_locales;
      const other = first && !filled.includes(language) ? filled[0] : undefined;
      if (other === undefined) return { init: choices, service: loaded.data, language };
      const { data } = await callChecked(getAccountService, { params, query: { locale: other } });
      return { init: choices, service: data, language: other };
    } catch (error) {
      init = null;
      throw error;
    }
  };
}
