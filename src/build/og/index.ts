export { OG_HEIGHT, OG_WIDTH } from './size';
export { hasOgImage, musicYearOgImagePath, ogImagePages, ogImagePath, OG_ROUTES, readingOgImageName, readingOgImagePath } from './paths';
