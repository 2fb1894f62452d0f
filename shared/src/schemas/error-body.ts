import * as z from 'zod/mini';
import { SUBSCRIPTION_PACKAGES } from '../enums';
import { ERROR_CODES, type ErrorBody } from '../errors';

/** The schema of the one error shape (`ErrorBody`), for the OpenAPI document. */
export const errorBody = z.object({
  message: z.string(),
  code: z.number(),
  error_code: z.optional(z.enum(ERROR_CODES)),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  subscription_packages: z.optional(z.array(z.enum(SUBSCRIPTION_PACKAGES))),
});

// The schema and the type describe the same shape: either drifting is a type error here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof errorBody>, ErrorBody> = true;
void sameShape;
