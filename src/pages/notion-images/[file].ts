/** Notion images downloaded at build (see src/build/notion/images.ts), served under their content hash. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { mediaType, NOTION_IMAGE_ROUTE, readStoredImage } from '../../build/notion/images';

export const getStaticPaths = (async () => {
  const files = new Set<string>();
  for (const { data } of await getCollection('readings')) {
    const match = data.image?.match(new RegExp(`/${NOTION_IMAGE_ROUTE}/([^/]+)$`));
    if (match) files.add(match[1]!);
  }
  return [...files].map((file) => ({ params: { file } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const bytes = params.file ? await readStoredImage(params.file) : undefined;
  if (!bytes) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': mediaType(params.file!) } });
};
