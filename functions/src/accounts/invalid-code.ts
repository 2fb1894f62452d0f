import { HttpError } from '#http/errors';

/** An unknown, used, replaced or expired code: 404 `invalid_code`, whichever of these it was. */
export const invalidCode = () => new HttpError(404, 'invalid_code');
