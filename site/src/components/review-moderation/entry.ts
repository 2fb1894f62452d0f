import type * as z from 'zod/mini';
import type { reportedReview } from '@migralink/shared/schemas/reviews';

/** A reported review as the queue holds it: the API's entry, known by its review's id. */
export type ReportedEntry = z.infer<typeof reportedReview> & { readonly id: string };
