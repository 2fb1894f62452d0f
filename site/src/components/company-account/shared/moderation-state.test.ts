import { describe, expect, it } from 'vitest';
import { ApiError } from '@migralink/shared/client';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import {
  allowedActions,
  planLimitPackages,
  rejectionComment,
  SENT_TO_MODERATION,
  visibilityNote,
} from './moderation-state';

const state = (patch: Partial<ModerationStateView>): ModerationStateView => ({
  status: 'draft',
  published: false,
  moderator_comment: null,
  has_approved_version: false,
  updated_at: '2026-11-23T10:00:00.000Z',
  ...patch,
});

describe('the actions a state allows', () => {
  it.each([
    ['a first draft', state({}), ['submit']],
    ['a draft sent to moderation', state({ status: 'on_moderation' }), []],
    ['a rejected first version', state({ status: 'rejected' }), ['submit']],
    ['an approved version not yet public', state({ status: 'approved', has_approved_version: true }), ['publish']],
    [
      'an approved public version',
      state({ status: 'approved', has_approved_version: true, published: true }),
      ['unpublish'],
    ],
    [
      'a new draft of a public item',
      state({ status: 'draft', has_approved_version: true, published: true }),
      ['submit', 'unpublish'],
    ],
    [
      'a new draft of an approved item taken off the site',
      state({ status: 'draft', has_approved_version: true }),
      ['submit', 'publish'],
    ],
    [
      'a change on moderation of an unpublished approved item',
      state({ status: 'on_moderation', has_approved_version: true }),
      ['publish'],
    ],
  ] as const)('%s', (_, view, expected) => {
    expect(allowedActions(view)).toEqual(expected);
  });
});

describe('what the public sees meanwhile', () => {
  it('is the older approved version while a change of a public item waits', () => {
    expect(visibilityNote(state({ status: 'on_moderation', has_approved_version: true, published: true }))).toBe(
      'older_public',
    );
    expect(visibilityNote(state({ status: 'rejected', has_approved_version: true, published: true }))).toBe(
      'older_public',
    );
  });

  it('is nothing until a first approval', () => {
    expect(visibilityNote(state({ status: 'on_moderation' }))).toBe('never_approved');
  });

  it('needs no note when the approved version is what there is', () => {
    expect(visibilityNote(state({ status: 'approved', has_approved_version: true, published: true }))).toBeUndefined();
    expect(visibilityNote(state({ status: 'draft', has_approved_version: true }))).toBeUndefined();
  });
});

describe("the moderator's comment", () => {
  it('shows while rejected', () => {
    expect(rejectionComment(state({ status: 'rejected', moderator_comment: 'Add an address.' }))).toBe(
      'Add an address.',
    );
  });

  it('is gone once the owner edits again', () => {
    expect(rejectionComment(state({ status: 'draft', moderator_comment: 'Add an address.' }))).toBeUndefined();
  });
});

describe('the plans a refusal names', () => {
  it('are the subscription packages of a 403 plan_limit', () => {
    const error = new ApiError(403, {
      message: 'Upgrade',
      code: 403,
      error_code: 'plan_limit',
      subscription_packages: ['pro', 'premium'],
    });
    expect(planLimitPackages(error)).toEqual(['pro', 'premium']);
  });

  it('are none for other failures', () => {
    expect(planLimitPackages(new ApiError(409, { message: 'No', code: 409, error_code: 'conflict' }))).toEqual([]);
    expect(planLimitPackages(new TypeError('offline'))).toEqual([]);
  });
});

describe('a state sent to moderation', () => {
  it('waits, cannot be sent again and no longer shows the old rejection', () => {
    const sent = { ...state({ status: 'rejected', moderator_comment: 'Add the address.' }), ...SENT_TO_MODERATION };
    expect(sent.status).toBe('on_moderation');
    expect(allowedActions(sent)).toEqual([]);
    expect(rejectionComment(sent)).toBeUndefined();
  });
});
