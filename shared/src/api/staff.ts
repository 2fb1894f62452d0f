import { defineRoute } from '../route';
import { dataEnvelope } from '../envelope';
import { userParams } from '../schemas/auth';
import { companyIdParams, publishResult } from '../schemas/company-account';
import {
  companySearchQuery,
  publishedBody,
  staffCompanyDetail,
  staffCompanyList,
  staffUser,
  staffUserDetail,
  staffUserList,
  userSearchQuery,
} from '../schemas/staff';
import { STAFF_SCREENS } from '../staff-screens';

/**
 * The staff area's users screen (docs/product.md, "Staff area"): find a user by e-mail, read the account with
 * its audit trail, block and unblock. Who may call these is who sees the screen (`STAFF_SCREENS.users`).
 */
const tag = 'staff';
const USERS = { auth: 'bearer', roles: STAFF_SCREENS.users } as const;
const unknownUser = { not_found: 'No user with this id.' } as const;

export const searchUsers = defineRoute({
  operationId: 'searchUsers',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/users',
  summary: 'Staff: users whose e-mail is or starts with the text given, in e-mail order, by cursor',
  tag,
  ...USERS,
  query: userSearchQuery,
  response: dataEnvelope(staffUserList),
  handler: 'staff/search-users',
  access: { table: ['Query'] },
});

export const getStaffUser = defineRoute({
  operationId: 'getStaffUser',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/users/{uuid}',
  summary: 'Staff: one user, whether blocked, and the newest entries of its audit trail',
  tag,
  ...USERS,
  params: userParams,
  response: dataEnvelope(staffUserDetail),
  errors: unknownUser,
  handler: 'staff/get-user',
  access: { table: ['GetItem', 'Query'] },
});

const blockChange = {
  ownerScope: 'shared',
  path: '/v1/admin/users/{uuid}/block',
  tag,
  ...USERS,
  params: userParams,
  response: dataEnvelope(staffUser),
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchGetItem'] },
} as const;

export const blockUser = defineRoute({
  ...blockChange,
  operationId: 'blockUser',
  method: 'PUT',
  summary: 'Staff: blocks a user: its sessions end at its next request, its company leaves the public lists',
  errors: { ...unknownUser, conflict: 'Your own account, or the user changed meanwhile.' },
  handler: 'staff/block-user',
});

export const unblockUser = defineRoute({
  ...blockChange,
  operationId: 'unblockUser',
  method: 'DELETE',
  summary: 'Staff: lifts a block; the user signs in again (its company stays unpublished until it publishes)',
  errors: { ...unknownUser, conflict: 'The user changed meanwhile.' },
  handler: 'staff/unblock-user',
});

/** The companies screen: find a company by name, see its plan, state and owner, publish or unpublish it. */
const COMPANIES = { auth: 'bearer', roles: STAFF_SCREENS.companies } as const;

export const listStaffCompanies = defineRoute({
  operationId: 'listStaffCompanies',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/companies',
  summary: 'Staff: companies whose name (in latin, as in its address) starts with the text, with plan, state and owner',
  tag,
  ...COMPANIES,
  query: companySearchQuery,
  response: dataEnvelope(staffCompanyList),
  handler: 'staff/list-companies',
  access: { table: ['Query', 'BatchGetItem'] },
});

export const getStaffCompany = defineRoute({
  operationId: 'getStaffCompany',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/companies/{uuid}',
  summary: 'Staff: one company with plan, state and owner, and the newest entries of its audit trail',
  tag,
  ...COMPANIES,
  params: companyIdParams,
  response: dataEnvelope(staffCompanyDetail),
  errors: { not_found: 'No company has this id.' },
  handler: 'staff/get-company',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const setStaffCompanyPublished = defineRoute({
  operationId: 'setStaffCompanyPublished',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/companies/{uuid}/published',
  summary: "Staff: shows a company's approved version to the public or takes it off, with an entry in its audit trail",
  tag,
  ...COMPANIES,
  params: companyIdParams,
  body: publishedBody,
  response: dataEnvelope(publishResult),
  errors: {
    not_found: 'No company has this id.',
    conflict: 'Never approved yet (nothing to publish), or changed meanwhile.',
  },
  handler: 'staff/set-company-published',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
});
