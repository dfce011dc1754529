export { OG_HEIGHT, OG_WIDTH } from './size.ts';
export { hasOgImage, musicYearOgImagePath, ogImagePages, ogImagePath, OG_ROUTES, readingOgImageName, readingOgImagePath } from './paths.ts';
