/** The lab snapshot's covers: the downloaded cuts (see src/lib/lastfm/covers.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { labCoverFiles } from '../../data/lab';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

export const getStaticPaths = (() => [...labCoverFiles().keys()].map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const read = params.file ? labCoverFiles().get(params.file) : undefined;
  if (!read) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(read()), {
    headers: { 'Content-Type': TYPES[params.file!.split('.').pop()!] ?? 'application/octet-stream' },
  });
};
