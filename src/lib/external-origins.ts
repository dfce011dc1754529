/** Every origin the browser may talk to, in one place: the CSP is built from these lists. */

/** Last.fm's web API (the lab, when a key is configured). */
export const LASTFM_API_ORIGIN = 'https://ws.audioscrobbler.com';
/** Package metadata (the about page's latest-version check). */
export const PACKAGE_API_ORIGIN = 'https://data.jsdelivr.com';

export const CONNECT_SOURCES = [LASTFM_API_ORIGIN, PACKAGE_API_ORIGIN] as const;

/** Image hosts: Last.fm covers and reading-list images. */
export const IMAGE_SOURCES = ['https://lastfm.freetls.fastly.net', 'https:'] as const;
