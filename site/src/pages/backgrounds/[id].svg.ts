import type { APIRoute, GetStaticPaths } from 'astro';
import { BACKGROUND_LIBRARY } from '@migralink/shared/schemas/service-account';
import { backgroundSvg, type BackgroundId } from '@/components/library/backgrounds';

/** `/backgrounds/<id>.svg`: every background of the services' image library, built as a static file. */
export const getStaticPaths = (() => BACKGROUND_LIBRARY.map((id) => ({ params: { id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(backgroundSvg(params.id as BackgroundId), { headers: { 'Content-Type': 'image/svg+xml' } });
