export { OG_HEIGHT, OG_WIDTH } from './size';
export { hasOgImage, ogImagePages, ogImagePath, OG_ROUTES, readingOgImageName, readingOgImagePath } from './paths';
