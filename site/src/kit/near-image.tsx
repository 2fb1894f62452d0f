import type { ImgHTMLAttributes } from 'react';
import { loadWhenNear } from './near-images';

export type NearImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'ref'> & {
  readonly src: string;
  /** The box it holds while it waits: no layout shift when it arrives. */
  readonly width: number;
  readonly height: number;
};

/**
 * An image below the first view (a card's logo, a team's photo): no request until it comes near the
 * viewport (`near-images.ts`, `NEAR_SRC`). Server HTML is watched by the layout's script, an island's by the `ref`;
 * without scripts the `<noscript>` copy shows instead (`global.css` hides the waiting one).
 */
export function NearImage({ src, ...image }: NearImageProps) {
  return (
    <>
      <img {...image} data-src={src} ref={loadWhenNear} />
      <noscript>
        <img {...image} src={src} />
      </noscript>
    </>
  );
}
