import type { RouteErrors } from '../route';

// Error answers several routes share, declared once (see `routeErrors` in `route.ts`).

/** Claiming an upload: it must be the caller's, still there, and a file of an allowed type and size. */
export const UPLOAD_CHECKS = {
  forbidden: "The upload is another user's.",
  not_found: 'Nothing is uploaded at this key (any more).',
  upload_rejected: true,
} as const satisfies RouteErrors;

/** Why the owner's steps on a company or service are refused. */
export const LISTING = {
  noCompany: 'The account has no company yet.',
  changed: 'It changed meanwhile: reload it and try again.',
  send: 'It waits for moderation already, has no changes to send, or changed meanwhile.',
  publish: 'It was never approved, or changed meanwhile.',
  locales: 'The save adds a language beyond the plan.',
} as const;
