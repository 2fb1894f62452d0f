/**
 * Images that load as they come near the viewport (site/README.md, "How images load"). Such an image is
 * written with its address in `data-src` and no `src` (`near-image.tsx`), so the browser fetches nothing
 * for it; once it comes within `NEAR` of the viewport (at once for one already in view), the address moves
 * to `src`. Chromium's own `loading="lazy"` starts 1,250–2,500 px ahead, which on a phone is the whole
 * first few screens: a first view would load every logo of a list.
 */

/** The attribute that holds an image's address until it comes near. */
export const NEAR_SRC = 'data-src';

/** How near: about two company cards' height ahead, in either direction the visitor scrolls. */
export const NEAR = '200px 0px';

/** What is read and written of an image (an `HTMLImageElement` in the browser). */
export type NearImage = Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'>;

/** Gives a waiting image its address; an image that already has it is left as it is. */
export function showImage(image: NearImage): void {
  const src = image.getAttribute(NEAR_SRC);
  if (src === null) return;
  image.setAttribute('src', src);
  image.removeAttribute(NEAR_SRC);
}

type Observer = Pick<IntersectionObserver, 'observe' | 'unobserve'>;
type ObserverClass = new (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => Observer;

/**
 * Watches images with one observer, made at the first image; without `IntersectionObserver` (an old
 * browser) each image is shown at once. `watch` answers how to stop watching (an island's image removed).
 */
export function nearImages(Observer: ObserverClass | undefined) {
  let observer: Observer | undefined;
  const near: IntersectionObserverCallback = (entries, self) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      self.unobserve(entry.target);
      showImage(entry.target);
    }
  };
  return {
    watch(image: Element): () => void {
      if (!image.hasAttribute(NEAR_SRC)) return () => undefined;
      if (!Observer) {
        showImage(image);
        return () => undefined;
      }
      observer ??= new Observer(near, { rootMargin: NEAR });
      const watching = observer;
      watching.observe(image);
      return () => watching.unobserve(image);
    },
  };
}

const page = nearImages(typeof IntersectionObserver === 'function' ? IntersectionObserver : undefined);

/** Loads `image` when it comes near; a React `ref` (its answer stops watching when the image goes). */
export const loadWhenNear = (image: Element | null): (() => void) | undefined =>
  image ? page.watch(image) : undefined;

/** Every waiting image in `root`: what the server wrote into the page, watched by the layout's script. */
export function loadImagesWhenNear(root: ParentNode): void {
  for (const image of root.querySelectorAll(`img[${NEAR_SRC}]`)) page.watch(image);
}
