/**
 * `npm run init`: writes who the site is for into src/site.config.ts, redraws the site icon from the
 * initials and colours, and with `--empty` removes the sample content (tools/init/sample.ts). Every
 * value is checked first: on a wrong one, one sentence says which and nothing is written. Run again,
 * it finishes what a run cut short and changes nothing else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prompts from '@clack/prompts';
import { writeAll, type FileWrite } from '../atomic-write.ts';
import { SITE } from '../../src/site.config.ts';
import { identityProblems } from '../../src/lib/site-identity.ts';
import { siteIconFiles } from '../../src/build/site-icon-files.ts';
import { CONFIG_FILE, setField, tsString } from './config-file.ts';
import { removedSummary, removeSample } from './sample.ts';

const USAGE = `Usage: npm run init [-- --name "Ada Lovelace" --initials AL --url https://ada.example
         --time-zone Europe/London --lastfm-user ada --contact mailto:ada@ada.example --empty]

Without options, asks for each value. --empty removes the sample readings, projects, lab snapshot
and portrait (only files still as shipped: a file you wrote or changed is kept).`;

const OPTIONS = {
  name: { type: 'string' },
  initials: { type: 'string' },
  url: { type: 'string' },
  'time-zone': { type: 'string' },
  'lastfm-user': { type: 'string' },
  contact: { type: 'string' },
  empty: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

type Answers = { name: string; initials: string; url: string; timeZone: string; lastfmUser: string; contact: string; empty: boolean };

/** Initials from a name: the first letter of its first and last words (`Ada King Lovelace` → `AL`). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

/** Under the icon on a phone's home screen, 12 characters at most: the name, else `A. Lovelace`, else the initials. */
export function shortNameOf(name: string, initials: string): string {
  const words = name.trim().split(/\s+/);
  const short = words.length > 1 ? `${[...words[0]!][0]}. ${words.at(-1)}` : name;
  return [name.trim(), short, initials].find((candidate) => [...candidate].length <= 12)!;
}

/** What is wrong with a contact: a `mailto:` address or an http(s) address. */
function contactProblem(contact: string): string | undefined {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(contact)) return undefined;
  try {
    if (['https:', 'http:'].includes(new URL(contact).protocol)) return undefined;
  } catch {
    // Neither.
  }
  return `contact: "${contact}" is neither a mailto: address nor a web address (as mailto:ada@ada.example)`;
}

async function ask(): Promise<Answers> {
  prompts.intro('Make this site yours');
  const text = async (message: string, initialValue: string) => {
    const answer = await prompts.text({ message, initialValue });
    if (prompts.isCancel(answer)) throw new Error('Cancelled, nothing written.');
    return answer.trim();
  };
  const name = await text('Your name', SITE.owner);
  const initials = await text('Initials for the site icon (1 to 3 letters)', name === SITE.owner ? SITE.initials : initialsOf(name));
  const url = await text('The site’s public address', SITE.url);
  const timeZone = await text('Your time zone', SITE.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const lastfmUser = await text('Your Last.fm user name', SITE.lastfmUser);
  const contact = await text('How to reach you (mailto: or a web address)', SITE.contact);
  const empty = await prompts.confirm({ message: 'Remove the sample readings, projects, lab snapshot and portrait?', initialValue: false });
  if (prompts.isCancel(empty)) throw new Error('Cancelled, nothing written.');
  return { name, initials, url, timeZone, lastfmUser, contact, empty };
}

/** The config's text with the answers set; the sample owner's social links go when the name changes. */
export function configText(text: string, answers: Answers, current: typeof SITE): string {
  let next = text;
  const renamed = answers.name !== current.owner;
  next = setField(next, 'owner', tsString(answers.name));
  if (current.siteName === current.owner) next = setField(next, 'siteName', tsString(answers.name));
  if (renamed) next = setField(next, 'shortName', tsString(shortNameOf(answers.name, answers.initials)));
  next = setField(next, 'initials', tsString(answers.initials));
  next = setField(next, 'url', tsString(answers.url));
  next = setField(next, 'timeZone', tsString(answers.timeZone));
  next = setField(next, 'lastfmUser', tsString(answers.lastfmUser));
  next = setField(next, 'contact', tsString(answers.contact));
  if (renamed) next = setField(next, 'socials', '[]');
  return next;
}

export async function main(argv: string[], root = fileURLToPath(new URL('../..', import.meta.url))): Promise<number> {
  let values;
  try {
    values = parseArgs({ args: argv, options: OPTIONS, strict: true }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  try {
    const given = argv.length > 0 || !(process.stdin.isTTY && process.stdout.isTTY);
    const name = values.name?.trim() || SITE.owner;
    const answers: Answers = given
      ? {
          name,
          initials: values.initials?.trim() || (name === SITE.owner ? SITE.initials : initialsOf(name)),
          url: values.url?.trim() || SITE.url,
          timeZone: values['time-zone']?.trim() || SITE.timeZone || 'Europe/Paris',
          lastfmUser: values['lastfm-user']?.trim() || SITE.lastfmUser,
          contact: values.contact?.trim() || SITE.contact,
          empty: Boolean(values.empty),
        }
      : await ask();

    const problems = identityProblems({ ...SITE, ...answers, owner: answers.name });
    const contact = contactProblem(answers.contact);
    if (contact) problems.push(contact);
    if (problems.length > 0) {
      for (const problem of problems) console.error(`${problem}.`);
      console.error('Nothing written.');
      return 1;
    }

    // Everything is worked out before the first write; the config and the icon files are then written together.
    const configPath = join(root, CONFIG_FILE);
    const before = readFileSync(configPath, 'utf8');
    const after = configText(before, answers, SITE);
    const site = { ...SITE, initials: answers.initials, siteName: SITE.siteName === SITE.owner ? answers.name : SITE.siteName };
    if (answers.name !== SITE.owner) site.shortName = shortNameOf(answers.name, answers.initials);
    const icons = await siteIconFiles(site);
    const writes: FileWrite[] = [...icons].map(([file, bytes]) => ({ path: join(root, 'public', file), text: bytes, isNew: false }));
    if (after !== before) writes.push({ path: configPath, text: after, isNew: false });
    await writeAll(writes);
    console.log(after === before ? `${CONFIG_FILE}: already as given` : `${CONFIG_FILE}: written for ${answers.name}`);
    console.log(`public/: site icon drawn with ${answers.initials}`);

    if (answers.empty) {
      const { removed, kept } = await removeSample(root);
      console.log(removed.length ? `sample removed: ${removedSummary(root, removed)}` : 'sample: nothing left to remove');
      for (const path of kept) console.log(`kept ${path}: changed since the sample, so it is yours`);
    }
    if (answers.name !== SITE.owner && answers.contact === SITE.contact) {
      console.log(`contact: still ${SITE.contact}; give yours with --contact, or in ${CONFIG_FILE}`);
    }
    console.log(
      [
        'Next:',
        '  your pitch and call to action: content/pages/<language>/index.md; your bio: about.md',
        '  your role and colours: src/site.config.ts (role, colors)',
        '  a reading: npm run readings -- add <url>; your listening: LASTFM_API_KEY=… npm run lab:snapshot',
        '  then: npm start',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}
