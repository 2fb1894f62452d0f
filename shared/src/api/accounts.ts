import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { STAFF_SCREENS } from '../staff-screens';
import { UPLOAD_CHECKS } from './declared-errors';
import {
  changePasswordBody,
  code,
  codeParams,
  emailBody,
  filePath,
  notice,
  profile,
  profileUpdateBody,
  resetBody,
  roleBody,
  session,
  signinBody,
  signupBody,
  socialLoginBody,
  socialSignupBody,
  uploadedFileBody,
  uploadRequestBody,
  uploadTicket,
  userParams,
} from '../schemas/auth';

/**
 * Accounts: sign-up, sign-in, e-mail activation, password reset, profile, roles.
 * Sign-up, sign-in and the reset mail answer alike whether or not an address
 * is registered, so none of them tells who has an account.
 */
const tag = 'accounts';
const codeValid = z.object({ valid: z.literal(true) });
const rateLimited = { rate_limited: true } as const;
/** An activation link opened again: its address is confirmed already (nobody is signed in). */
const usedActivationCode = 'The code was used: the address is confirmed already.';
const google = {
  unauthenticated: 'The ID token is not a valid Google sign-in for this site.',
  route_not_found: 'Google sign-in is not configured.',
} as const;

export const signin = defineRoute({
  operationId: 'signin',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/auth/signin',
  summary: 'Signs in with e-mail and password',
  tag,
  auth: 'public',
  body: signinBody,
  response: dataEnvelope(session),
  errors: { invalid_credentials: true, rate_limited: true },
  handler: 'accounts/signin',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem'] },
});

export const signup = defineRoute({
  operationId: 'signup',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/auth/signup',
  summary: 'Registers a client, company or partner account and mails its activation link',
  tag,
  auth: 'public',
  body: signupBody,
  response: dataEnvelope(notice),
  status: 202,
  errors: rateLimited,
  handler: 'accounts/signup',
  access: { table: ['GetItem', 'UpdateItem', 'PutItem'], mail: true },
});

export const activateEmail = defineRoute({
  operationId: 'activateEmail',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/auth/email-activation/{code}',
  summary: 'Confirms the e-mail address with the code from the activation mail, and signs in',
  tag,
  auth: 'public',
  params: codeParams,
  response: dataEnvelope(session),
  errors: { invalid_code: true, rate_limited: true, conflict: usedActivationCode },
  handler: 'accounts/activate-email',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem'], mail: true },
});

export const sendActivationEmail = defineRoute({
  operationId: 'sendActivationEmail',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/auth/send-activation-email',
  summary: "Mails a new activation link to the signed-in user's address",
  tag,
  auth: 'bearer',
  response: dataEnvelope(notice),
  status: 202,
  errors: rateLimited,
  handler: 'accounts/send-activation-email',
  access: { table: ['GetItem', 'UpdateItem', 'PutItem'], mail: true },
});

export const sendResetEmail = defineRoute({
  operationId: 'sendResetEmail',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/auth/send-email',
  summary: 'Mails a password reset link, if the address is registered',
  tag,
  auth: 'public',
  body: emailBody,
  response: dataEnvelope(notice),
  status: 202,
  errors: rateLimited,
  handler: 'accounts/send-reset-email',
  access: { table: ['GetItem', 'UpdateItem', 'PutItem'], mail: true },
});

export const checkResetCode = defineRoute({
  operationId: 'checkResetCode',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/auth/check-code/{code}',
  summary: 'Tells whether a password reset code can still be used',
  tag,
  auth: 'public',
  params: codeParams,
  response: dataEnvelope(codeValid),
  errors: { invalid_code: true, rate_limited: true },
  handler: 'accounts/check-reset-code',
  access: { table: ['GetItem', 'UpdateItem'] },
});

export const resetPassword = defineRoute({
  operationId: 'resetPassword',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/auth/reset/{code}',
  summary: 'Sets a new password with a reset code, signs out every other session and signs in',
  tag,
  auth: 'public',
  params: codeParams,
  body: resetBody,
  response: dataEnvelope(session),
  errors: { invalid_code: true, rate_limited: true },
  handler: 'accounts/reset-password',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem'], mail: true },
});

export const changePassword = defineRoute({
  operationId: 'changePassword',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/auth/change-password',
  summary: 'Changes the password; tokens issued before stop working, a new one is returned',
  tag,
  auth: 'bearer',
  body: changePasswordBody,
  response: dataEnvelope(session),
  errors: { validation_failed: 'A wrong current password is named under `current_password`.', rate_limited: true },
  handler: 'accounts/change-password',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem'], mail: true },
});

export const getProfile = defineRoute({
  operationId: 'getProfile',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/auth/profile',
  summary: 'The signed-in user',
  tag,
  auth: 'bearer',
  response: dataEnvelope(profile),
  handler: 'accounts/get-profile',
  access: { table: ['GetItem', 'BatchGetItem'] },
});

export const updateProfile = defineRoute({
  operationId: 'updateProfile',
  ownerScope: 'own',
  method: 'PUT',
  path: '/v1/auth/profile',
  summary: "Updates the signed-in user's names, position, phone, language and mail preference",
  tag,
  auth: 'bearer',
  body: profileUpdateBody,
  response: dataEnvelope(profile),
  handler: 'accounts/update-profile',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem'] },
});

export const requestUpload = defineRoute({
  operationId: 'requestUpload',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/uploads',
  summary: 'A presigned browser upload to a temporary place, limited in size and type by its purpose',
  tag,
  auth: 'bearer',
  body: uploadRequestBody,
  response: dataEnvelope(uploadTicket),
  status: 201,
  errors: rateLimited,
  handler: 'accounts/request-upload',
  access: { table: ['UpdateItem'], uploads: 'ticket' },
});

export const uploadAvatar = defineRoute({
  operationId: 'uploadAvatar',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/auth/avatar',
  summary: 'Checks an uploaded image (size, real type) and makes it the avatar',
  tag,
  auth: 'bearer',
  body: uploadedFileBody,
  response: dataEnvelope(filePath),
  errors: UPLOAD_CHECKS,
  handler: 'accounts/upload-avatar',
  access: { table: ['GetItem', 'UpdateItem'], uploads: { accept: ['avatar'] } },
});

export const socialLogin = defineRoute({
  operationId: 'socialLogin',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/auth/social/login',
  summary: 'Signs in with a Google ID token',
  tag,
  auth: 'public',
  body: socialLoginBody,
  response: dataEnvelope(session),
  errors: { ...google, not_found: 'No account has this address: sign up instead.' },
  handler: 'accounts/social-login',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem'] },
});

export const socialSignup = defineRoute({
  operationId: 'socialSignup',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/auth/social/signup',
  summary: 'Registers with a Google ID token (the address counts as confirmed) and signs in',
  tag,
  auth: 'public',
  body: socialSignupBody,
  response: dataEnvelope(session),
  status: 201,
  errors: google,
  handler: 'accounts/social-signup',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'PutItem'], mail: true },
});

export const grantRole = defineRoute({
  operationId: 'grantRole',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/users/{uuid}/role',
  summary: "Changes a user's role (staff roles included), with an entry in its audit trail; admins only",
  tag,
  auth: 'bearer',
  roles: STAFF_SCREENS.users,
  params: userParams,
  body: roleBody,
  response: dataEnvelope(profile),
  errors: { not_found: 'No user with this id.', conflict: "An admin's own role, or the role changed meanwhile." },
  handler: 'accounts/grant-role',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'PutItem'] },
});

/** The older paths clients still call; same behaviour as their /v1 counterparts. */
export const legacySendResetEmail = defineRoute({
  ...sendResetEmail,
  operationId: 'legacySendResetEmail',
  path: '/auth/send-email',
  handler: 'accounts/legacy-send-reset-email',
  deprecated: true,
});

export const legacyResetPassword = defineRoute({
  ...resetPassword,
  operationId: 'legacyResetPassword',
  path: '/auth/reset',
  params: undefined,
  body: z.object({ ...resetBody.shape, code }),
  handler: 'accounts/legacy-reset-password',
  deprecated: true,
});

export const legacyCheckResetCode = defineRoute({
  ...checkResetCode,
  operationId: 'legacyCheckResetCode',
  path: '/auth/check-code',
  params: undefined,
  query: codeParams,
  handler: 'accounts/legacy-check-reset-code',
  deprecated: true,
});

export const legacyActivateEmail = defineRoute({
  ...activateEmail,
  operationId: 'legacyActivateEmail',
  path: '/auth/activate',
  params: undefined,
  body: codeParams,
  handler: 'accounts/legacy-activate-email',
  deprecated: true,
});
