import { NOTION_DATABASE_ID, NOTION_TOKEN } from 'astro:env/server';

/** Whether the build reads the reading list from Notion (at every build; unreadable, the list read last is kept) rather than content/readings. */
export const READINGS_FROM_NOTION = Boolean(NOTION_TOKEN && NOTION_DATABASE_ID);
