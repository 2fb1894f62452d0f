import type { ClientDirective } from 'astro';

/** What says a visitor reaches for an island: a pointer over it, a touch, focus or a key in it. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: the island hydrates when the visitor first reaches for
 * it, so a page whose island only refines what its HTML already shows (a
 * landing page's results and filters) runs no framework while it loads. Until
 * then the HTML works on its own (a GET form, links); a click on one of the
 * island's plain buttons that comes before it runs is held and made again once
 * it does.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  let started = false;
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) island.removeEventListener(type, start);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        island.removeEventListener('click', hold, true);
        if (held?.isConnected) held.click();
      });
  };
  for (const type of INTENT) island.addEventListener(type, start, { passive: true });
  island.addEventListener('click', hold, true);
};

export default hydrateOnInteraction;
