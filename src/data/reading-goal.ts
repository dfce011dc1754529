import { checkTimeZone, DEFAULT_TIME_ZONE } from '../lib/lastfm/zone.ts';
import { checkReadingGoal } from '../lib/readings/years.ts';
import { SITE } from '../site.config.ts';

/** The owner's yearly goals, checked: a bad year or count stops the build, naming the file and field. */
export const READING_GOAL = checkReadingGoal(SITE.readingGoal, 'src/site.config.ts');

/** The site's clock (`timeZone`): the statistics and year pages count months, years and days on it. */
export const SITE_TIME_ZONE = checkTimeZone(SITE.timeZone ?? DEFAULT_TIME_ZONE, 'src/site.config.ts');
