/** The projects' generated pictures (src/data/project-art.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { projectArtFiles } from '../../data/project-art';

export const getStaticPaths = (async () => [...(await projectArtFiles())].map(([file, svg]) => ({ params: { file }, props: { svg } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
