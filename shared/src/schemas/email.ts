import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../account-rules';

/**
 * An e-mail address as every form and the one way out of mail take it. A module of its own: a lead form or a
 * mail needs this one schema, not the accounts' (`auth.ts`), whose schemas would all come with it.
 */
export const email = z.email({ pattern: EMAIL_PATTERN }).check(z.maxLength(EMAIL_MAX_LENGTH));
