import { atom, type ReadableAtom } from 'nanostores';
import type { Profile } from '@migralink/shared/schemas/auth';
import type { SiteMessageKind } from '@migralink/shared/schemas/site-messages';
import { createMessageForm, type MessageFormDeps } from './message-form-store';

/** A form to the platform's staff in a popup (the footer's feedback, the editor's suggestion): open or not, and its form. */
export function createMessagePopup(kind: SiteMessageKind, deps: MessageFormDeps) {
  const form = createMessageForm(kind, deps);
  const $open = atom(false);
  return {
    form,
    $open: $open as ReadableAtom<boolean>,
    /** Opens a fresh form, prefilled for a signed-in sender. */
    open(user?: Profile | null): void {
      form.open(user);
      $open.set(true);
    },
    close: () => $open.set(false),
  };
}

export type MessagePopup = ReturnType<typeof createMessagePopup>;
