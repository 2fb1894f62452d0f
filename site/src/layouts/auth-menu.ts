import { interpolate } from '@/i18n/format';
import type { UnreadCounts } from '@migralink/shared/schemas/leads';
import { $auth, displayName, signOut, type AuthState } from '@/stores/auth';
import { $unread, refreshUnread } from '@/api/unread';

/**
 * `<auth-menu>` in the header: "Sign in" and "Register" for visitors; the user's
 * name (to the profile), "My requests" with the count of unread answers (clients
 * and partners), the account app for companies and admins, and "Sign out" when
 * signed in. The count follows `$unread`: asked for on every page load (and when
 * the page is shown again from the back-forward cache), lowered at once by a read
 * in any tab. Both variants are in the
 * HTML; `html[data-auth]` picks one (set before first paint by the layout's inline
 * script, then kept in step with the store here). A custom element, not a React
 * island, so pages without forms carry no React runtime for it.
 */
class AuthMenu extends HTMLElement {
  #unbind?: () => void;

  connectedCallback(): void {
    const signOutButton = this.querySelector<HTMLButtonElement>('[data-sign-out]');
    const onSignOut = () => {
      signOut();
      window.location.assign(this.dataset.home ?? '/');
    };
    signOutButton?.addEventListener('click', onSignOut);
    const unsubscribe = $auth.subscribe((state) => this.#render(state));
    const unsubscribeUnread = $unread.subscribe((counts) => this.#renderUnread(counts));
    // Only an account whose menu shows the count ("My requests": clients and partners) asks for it.
    const requests = this.querySelector<HTMLElement>('[data-new-messages]')?.parentElement;
    const refresh = () => {
      if (requests && !requests.hidden) void refreshUnread();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    refresh();
    window.addEventListener('pageshow', onShow);
    this.#unbind = () => {
      signOutButton?.removeEventListener('click', onSignOut);
      window.removeEventListener('pageshow', onShow);
      unsubscribe();
      unsubscribeUnread();
    };
  }

  disconnectedCallback(): void {
    this.#unbind?.();
  }

  #render({ token, user }: AuthState): void {
    document.documentElement.dataset.auth = token ? 'user' : 'guest';
    const name = this.querySelector('[data-name]');
    const avatar = this.querySelector('[data-avatar]');
    // The entries of the role (`data-area-for`, roles apart by spaces): the company's listing, the staff area
    // for staff (opening on the role's first staff screen), the visitor's own requests for clients and partners (a company's header has no room for both).
    for (const link of this.querySelectorAll<HTMLElement>('[data-area-for]'))
      link.hidden = !user || !(link.dataset.areaFor ?? '').split(' ').includes(user.role);
    if (!user) return;
    if (name) name.textContent = displayName(user);
    if (!avatar) return;
    if (user.avatar) {
      const image = document.createElement('img');
      image.src = user.avatar;
      image.alt = '';
      avatar.replaceChildren(image);
    } else {
      avatar.textContent = (user.first_name.charAt(0) || user.email.charAt(0)).toUpperCase();
    }
  }

  /** The answers to the user's requests not read yet, beside "My requests". */
  #renderUnread(counts: UnreadCounts | undefined): void {
    const badge = this.querySelector<HTMLElement>('[data-new-messages]');
    if (!badge) return;
    const count = counts?.new_messages ?? 0;
    badge.hidden = count === 0;
    badge.textContent = String(count);
    badge.title = interpolate(badge.dataset.label ?? '', { count });
  }
}

if (!customElements.get('auth-menu')) customElements.define('auth-menu', AuthMenu);
