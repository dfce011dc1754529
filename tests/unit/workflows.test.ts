/**
 * The owner's workflows (.github/workflows/) and host recipes (netlify.toml) are checked here,
 * since they run only on GitHub or a host: against GitHub's own workflow schema (GitHub's
 * `@actions/workflow-parser`, no network), and for the scripts they call, which must exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DIR = join(ROOT, '.github/workflows');
const WORKFLOWS = readdirSync(DIR).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(file, 'utf8');
const SCRIPTS = (JSON.parse(read(join(ROOT, 'package.json'))) as { scripts: Record<string, string> }).scripts;

/** What GitHub's parser finds wrong with a workflow, one message each (none when it is valid). */
async function problems(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  if (parsed.value) await convertWorkflowTemplate(parsed.context, parsed.value);
  return parsed.context.errors.getErrors().map((error) => error.message);
}

/** `npm run X` and `npm test` named in a file. */
const npmScripts = (text: string) => [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(test)\b)/g)].map((m) => m[1] ?? m[2]!);

describe('workflows', () => {
  it('has the deploy and test workflows', () => {
    expect(WORKFLOWS).toEqual(expect.arrayContaining(['deploy.yml', 'test.yml']));
  });

  it.each(WORKFLOWS)('%s passes GitHub’s workflow schema', async (file) => {
    const found = await problems(file, read(join(DIR, file)));
    console.log(`${file}: ${found.length ? found.join('; ') : 'valid'}`);
    expect(found).toEqual([]);
  });

  it('the check can fail: a misspelt key and a job without runner are found', async () => {
    const broken = ['on: push', 'jobs:', '  build:', '    step:', '      - run: npm test'].join('\n');
    const found = await problems('broken.yml', broken);
    console.log(`broken.yml (positive control): ${found.join('; ')}`);
    expect(found.join('\n')).toMatch(/step/);
    expect(found.join('\n')).toMatch(/runs-on/);
  });

  it.each([...WORKFLOWS.map((file) => join('.github/workflows', file)), 'netlify.toml'])('%s calls only scripts package.json has', (file) => {
    const called = npmScripts(read(join(ROOT, file)));
    for (const script of called) expect(SCRIPTS, `${file}: npm run ${script}`).toHaveProperty([script]);
    for (const path of read(join(ROOT, file)).match(/(?<=bash )\S+/g) ?? []) expect(() => read(join(ROOT, path)), `${file}: ${path}`).not.toThrow();
  });

  it('each schedule is one clearly named, weekly line', () => {
    for (const file of WORKFLOWS) {
      const crons = read(join(DIR, file)).split('\n').filter((line) => /^\s*- cron:/.test(line));
      for (const line of crons) {
        expect(line, file).toMatch(/# REBUILD SCHEDULE: /);
        // minute hour * * weekday: once a week (a daily rebuild would use up Netlify's free credits).
        expect(line, file).toMatch(/cron: '\d+ \d+ \* \* \d'/);
      }
    }
  });

  it('passes each key as a secret the owner may leave unset, and names it in .env.example', () => {
    const example = read(join(ROOT, '.env.example'));
    const deploy = read(join(DIR, 'deploy.yml'));
    for (const key of ['LASTFM_API_KEY', 'NOTION_TOKEN', 'NOTION_DATABASE_ID']) {
      expect(deploy).toContain(`${key}: \${{ secrets.${key} }}`);
      expect(example).toMatch(new RegExp(`^${key}=`, 'm'));
    }
  });
});
