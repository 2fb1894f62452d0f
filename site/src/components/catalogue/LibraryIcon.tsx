import { iconSrc } from './service-view';

/** A decorative library icon in front of a text (the text says it all: empty alt); nothing for an unknown id. */
export function LibraryIcon({ icon }: { readonly icon: string | null }) {
  const src = iconSrc(icon);
  return src ? <img className="service-view__icon" src={src} alt="" width={24} height={24} loading="lazy" /> : null;
}
