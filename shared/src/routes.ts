import type { Route } from './route';
import * as reference from './api/reference';

/**
 * The route table: every /v1 route exists here once. The CDK stacks, the local
 * API server, the OpenAPI document and the client are derived from it.
 */
export const routes: readonly Route[] = [...Object.values(reference)];

/** The function that answers requests no route matches (404 in the error shape). */
export const NOT_FOUND_HANDLER = 'system/not-found';
