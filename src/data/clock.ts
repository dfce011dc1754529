import { checkTimeZone, DEFAULT_TIME_ZONE } from '../lib/zone.ts';
import { SITE } from '../site.config.ts';

/**
 * The site's one clock (`timeZone` in src/site.config.ts; a zone `Intl` does not know stops the
 * build, naming the file): the lab says every time in it, and the reading list counts its days,
 * months and years on it.
 */
export const SITE_TIME_ZONE = checkTimeZone(SITE.timeZone ?? DEFAULT_TIME_ZONE, 'src/site.config.ts');
