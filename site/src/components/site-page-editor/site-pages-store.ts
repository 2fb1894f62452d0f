import { listStaffSitePages } from '@migralink/shared/api/site-pages';
import type { SitePageLine } from '@migralink/shared/schemas/site-pages';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';

/** Staff's list of the pages (docs/product.md, "Programme, webinar and contacts pages"): every page × language. */
export function createSitePageList({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const loader = createLoader<readonly SitePageLine[]>({ onSessionExpired });
  return {
    loader,
    start: () => loader.load(async () => (await callChecked(listStaffSitePages, {})).data.items),
  };
}
