import { updateAccountServiceValidated } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { ValidationError } from '#http/errors';
import { serviceProblems } from '#service-account/completeness';
import { updateService } from '#service-account/save';

/**
 * The wizard's save: saves like PUT, then moves on only when the service is
 * complete; otherwise 422 names what is missing (the draft stays saved).
 */
export const handler = createHandler(updateAccountServiceValidated, async ({ principal, body, query, locale }) => {
  const edited = query.locale ?? locale;
  const { saved } = await updateService(principal, body, { edited, messages: locale });
  const problems = serviceProblems(saved.content, edited, locale);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return { data: { redirect: true, uuid: saved.versions.meta.id } };
});
