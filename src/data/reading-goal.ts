import { checkReadingGoal } from '../lib/readings/years.ts';
import { SITE } from '../site.config.ts';

/** The owner's yearly goals, checked: a bad year or count stops the build, naming the file and field. */
export const READING_GOAL = checkReadingGoal(SITE.readingGoal, 'src/site.config.ts');

