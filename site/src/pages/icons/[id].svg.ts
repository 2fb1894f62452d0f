import type { APIRoute, GetStaticPaths } from 'astro';
import { ICON_LIBRARY, type IconId } from '@migralink/shared/schemas/company-account';
import { iconSvg } from '@/components/library/icons';

/** `/icons/<id>.svg`: every icon of the image library, built as a static file. */
export const getStaticPaths = (() => ICON_LIBRARY.map((id) => ({ params: { id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(iconSvg(params.id as IconId), { headers: { 'Content-Type': 'image/svg+xml' } });
