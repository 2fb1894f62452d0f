import { ApiError } from '@migralink/shared/client';

/**
 * What a call's failure was, without the schemas: the pages that only show
 * problems (every form) import this, and zod stays with `callChecked`.
 */

/** The API answered 2xx with a body its own contract does not allow: shown as a generic failure. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
  constructor(readonly operationId: string) {
    super(`The answer of ${operationId} does not match the contract`);
  }
}

/** The API answered (with a failure, or with a body that breaks the contract), as opposed to no answer at all. */
export function isAnswered(error: unknown): boolean {
  return error instanceof ApiError || error instanceof ContractMismatchError;
}
