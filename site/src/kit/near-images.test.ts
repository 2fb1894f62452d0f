import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { NearImage } from './near-image';
import { NEAR, nearImages, showImage } from './near-images';

/** An image as the module reads it: its attributes. */
class FakeImage {
  readonly attributes = new Map<string, string>();
  constructor(dataSrc?: string) {
    if (dataSrc !== undefined) this.attributes.set('data-src', dataSrc);
  }
  getAttribute = (name: string) => this.attributes.get(name) ?? null;
  hasAttribute = (name: string) => this.attributes.has(name);
  setAttribute = (name: string, value: string) => void this.attributes.set(name, value);
  removeAttribute = (name: string) => void this.attributes.delete(name);
}
const asElement = (image: FakeImage) => image as unknown as Element;

/** An `IntersectionObserver` whose targets come near when the test says so. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe = (target: Element) => void this.targets.add(target);
  unobserve = (target: Element) => void this.targets.delete(target);
  /** The browser's report: each of `targets` within the margin or not. */
  report(entries: [Element, boolean][]) {
    const records = entries.map(([target, isIntersecting]) => ({ target, isIntersecting }));
    this.callback(records as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('an image that loads as it comes near the viewport', () => {
  it('has no address until it comes within the margin, then its own, and is watched no longer', () => {
    FakeObserver.made = [];
    const near = nearImages(FakeObserver);
    const [first, second] = [new FakeImage('/media/a.png'), new FakeImage('/media/b.png')];
    near.watch(asElement(first));
    near.watch(asElement(second));
    expect(FakeObserver.made).toHaveLength(1);
    const [observer] = FakeObserver.made;
    expect(observer!.options.rootMargin).toBe(NEAR);
    expect(first.getAttribute('src')).toBeNull();

    observer!.report([
      [asElement(first), true],
      [asElement(second), false],
    ]);
    expect(first.getAttribute('src')).toBe('/media/a.png');
    expect(first.hasAttribute('data-src')).toBe(false);
    expect(second.getAttribute('src')).toBeNull();
    expect([...observer!.targets]).toEqual([asElement(second)]);
  });

  it('stops being watched when its island removes it', () => {
    FakeObserver.made = [];
    const image = new FakeImage('/media/a.png');
    const stop = nearImages(FakeObserver).watch(asElement(image));
    stop();
    expect(FakeObserver.made[0]!.targets.size).toBe(0);
  });

  it('is shown at once where the browser has no IntersectionObserver', () => {
    const image = new FakeImage('/media/a.png');
    nearImages(undefined).watch(asElement(image));
    expect(image.getAttribute('src')).toBe('/media/a.png');
  });

  it('leaves an image that has its address alone', () => {
    FakeObserver.made = [];
    const image = new FakeImage();
    image.setAttribute('src', '/media/a.png');
    nearImages(FakeObserver).watch(asElement(image));
    showImage(image);
    expect(FakeObserver.made).toHaveLength(0);
    expect([...image.attributes]).toEqual([['src', '/media/a.png']]);
  });
});

describe('NearImage in server HTML', () => {
  it('holds its box with no address, and gives the address to a copy for browsers without scripts', () => {
    const html = renderToStaticMarkup(
      createElement(NearImage, { className: 'logo', src: '/media/logo.png', alt: '', width: 48, height: 48 }),
    );
    expect(html).toBe(
      '<img class="logo" alt="" width="48" height="48" data-src="/media/logo.png"/>' +
        '<noscript><img class="logo" alt="" width="48" height="48" src="/media/logo.png"/></noscript>',
    );
  });
});
