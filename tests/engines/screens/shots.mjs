// The screens compared across engines: the reading list, a book's page and the lab, at a desktop
// width and at the narrowest each engine gives, light and dark. Written to test-results/screens/
// as <engine>-<page>-<width>-<scheme>.png. The site must be served: `npm run preview`, or SITE_URL.
export const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';
export const OUT = new URL('../../../test-results/screens/', import.meta.url);
export const PAGES = [
  { name: 'list', path: '/en/readings/' },
  { name: 'book', path: '/en/readings/the-pragmatic-programmer/' },
  { name: 'lab', path: '/en/lab/' },
];
export const SCHEMES = ['light', 'dark'];
