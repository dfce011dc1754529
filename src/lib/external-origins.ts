/** Every origin the browser may talk to, in one place: the CSP is built from these lists. */

/** Last.fm's web API (the lab, when a key is configured). */
export const LASTFM_API_ORIGIN = 'https://ws.audioscrobbler.com';
/** Package metadata (the about page's latest-version check). */
export const PACKAGE_API_ORIGIN = 'https://data.jsdelivr.com';

export const CONNECT_SOURCES = [LASTFM_API_ORIGIN, PACKAGE_API_ORIGIN] as const;

/**
 * Image hosts: Last.fm's covers, which the lab shows live when a key is configured. Every other
 * image is the site's own (covers downloaded by the owner tools, notes' images from elsewhere left out).
 */
export const LASTFM_IMAGE_ORIGIN = 'https://lastfm.freetls.fastly.net';
export const IMAGE_SOURCES = [LASTFM_IMAGE_ORIGIN] as const;
