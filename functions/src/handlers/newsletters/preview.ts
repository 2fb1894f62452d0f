import { previewNewsletter } from '@migralink/shared/api/newsletters';
import { createHandler } from '#http/handler';
import { previewNewsletter as preview } from '#mailing/newsletters';

/** Staff: the mail a newsletter makes, as subscribers will get it, without saving it. */
export const handler = createHandler(previewNewsletter, async ({ body }) => ({ data: preview(body) }));
