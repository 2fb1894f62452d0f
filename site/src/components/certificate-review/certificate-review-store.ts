import { atom, type ReadableAtom } from 'nanostores';
import {
  approveCertificate,
  certificateQueueRoute,
  rejectCertificate,
  returnCertificate,
  revokeCertificate,
  staffCertificateApplication,
} from '@migralink/shared/api/certificates';
import type { RouteOutput } from '@migralink/shared/route';
import type { CertificateApplication, RevocationReason } from '@migralink/shared/schemas/certificates';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import type { Problems } from '@/kit/problems';
import { createRequest } from '@/kit/request';

export type QueueEntry = RouteOutput<typeof certificateQueueRoute>['data']['items'][number];

/** Staff's decisions (docs/product.md, "Certificates"): on a sent application, or revoking a certificate. */
export type Decision = 'approve' | 'return' | 'reject' | 'revoke';

/** What a decision came to, told above the queue: the company, and the number an approval gave. */
export interface Outcome {
  readonly decision: Decision;
  readonly id: string;
  readonly company: string;
  readonly number: string | null;
}

type DecisionField = 'comment' | 'reason';

/** The decisions the application's state allows. */
export function decisionsFor(state: CertificateApplication['state']): readonly Decision[] {
  if (state === 'submitted') return ['approve', 'return', 'reject'];
  return state === 'approved' ? ['revoke'] : [];
}

/** What a decision needs before it is asked to be confirmed: a comment (but to approve), a reason to revoke. */
export function decisionProblems(decision: Decision, comment: string, reason: string): Problems<DecisionField> {
  const fields: Partial<Record<DecisionField, { key: 'errors.field.required' }>> = {};
  if (decision !== 'approve' && !comment.trim()) fields.comment = { key: 'errors.field.required' };
  if (decision === 'revoke' && !reason) fields.reason = { key: 'errors.field.required' };
  return { fields };
}

/**
 * Staff's certificate screen's store: the queue of sent applications, oldest first, a page at a time by
 * cursor; an application opened with its fields, documents (short-lived links) and history; and a decision
 * on it, asked for, confirmed and sent. Its outcome is told above the queue, which it leaves.
 */
export function createCertificateReview({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const queue = createLoader<CursorList<QueueEntry>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const item = createLoader<CertificateApplication>({ onSessionExpired });
  const decision = createRequest<DecisionField>({ fields: ['comment', 'reason'], onSessionExpired });
  const $open = atom<string | null>(null);
  const $comment = atom('');
  const $reason = atom<RevocationReason | ''>('');
  const $confirming = atom<Decision | null>(null);
  const $outcome = atom<Outcome | null>(null);

  const fetchPage = async (cursor?: string) =>
    (await callChecked(certificateQueueRoute, { query: cursor ? { cursor } : {} })).data;
  const loadQueue = () => queue.load(async () => firstCursorPage(await fetchPage()));

  async function send(choice: Decision, id: string): Promise<string | null> {
    const params = { id };
    const comment = $comment.get().trim();
    if (choice === 'approve') return (await callChecked(approveCertificate, { params, body: { comment } })).data.number;
    if (choice === 'return') await callChecked(returnCertificate, { params, body: { comment } });
    if (choice === 'reject') await callChecked(rejectCertificate, { params, body: { comment } });
    if (choice === 'revoke')
      await callChecked(revokeCertificate, { params, body: { comment, reason: $reason.get() as RevocationReason } });
    return null;
  }

  function open(id: string): Promise<void> {
    $open.set(id);
    $comment.set('');
    $reason.set('');
    $confirming.set(null);
    decision.reset();
    return item.load(async () => (await callChecked(staffCertificateApplication, { params: { id } })).data);
  }

  return {
    queue,
    more,
    item,
    decision,
    $open: $open as ReadableAtom<string | null>,
    $comment: $comment as ReadableAtom<string>,
    $reason: $reason as ReadableAtom<RevocationReason | ''>,
    $confirming: $confirming as ReadableAtom<Decision | null>,
    $outcome: $outcome as ReadableAtom<Outcome | null>,
    /** The queue, and the application the address names (`?id=`, a certificate to revoke too). */
    async start(id: string | null): Promise<void> {
      await Promise.all([loadQueue(), id ? open(id) : undefined]);
    },
    retry: () => queue.retry(),
    loadMore: () => loadNextCursorPage(queue, more, fetchPage),
    open(id: string): Promise<void> {
      $outcome.set(null);
      return open(id);
    },
    retryItem: () => item.retry(),
    back(): void {
      $open.set(null);
      item.cancel();
    },
    setComment: (comment: string) => $comment.set(comment),
    setReason: (reason: RevocationReason | '') => $reason.set(reason),
    /** Asks to confirm a decision, once what it needs is given. */
    ask(choice: Decision): void {
      const problems = decisionProblems(choice, $comment.get(), $reason.get());
      if (Object.keys(problems.fields).length) return decision.reject(problems);
      decision.reset();
      $confirming.set(choice);
    },
    cancel: () => $confirming.set(null),
    /** Sends the confirmed decision; its outcome is told above the queue, loaded again without it. */
    async confirm(): Promise<boolean> {
      const choice = $confirming.get();
      const state = item.$state.get();
      if (!choice || state.status !== 'ready') return false;
      const { id, fields } = state.data;
      let number: string | null = null;
      const sent = await decision.run(async () => {
        number = await send(choice, id);
      });
      $confirming.set(null);
      if (!sent) return false;
      $outcome.set({ decision: choice, id, company: fields.company_name, number });
      $open.set(null);
      await loadQueue();
      return true;
    },
  };
}

export type CertificateReview = ReturnType<typeof createCertificateReview>;
