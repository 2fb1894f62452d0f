import * as z from 'zod/mini';
import { answeredApplicationFields } from './certificates';
import { phoneNumber } from './phone';

/**
 * A certificate application as the owner sends it (docs/product.md, "Certificates"). A module of its own:
 * it validates a phone number, whose numbering plans only the functions that take an application carry.
 */
export const applicationFields = z.object({ ...answeredApplicationFields.shape, contact_phone: phoneNumber });

/** A new application: saved as a draft, or sent to staff at once (`submit`). */
export const createApplicationBody = z.object({ ...applicationFields.shape, submit: z.boolean() });
/** A draft or a returned application changed, and sent again when `submit`. */
export const updateApplicationBody = z.object({ id: z.uuid(), ...createApplicationBody.shape });
