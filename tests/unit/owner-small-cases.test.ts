/** Small cases from an owner's use of the site and its tools (issue 46), each reproduced first. */
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../tools/readings/cli';

afterEach(() => vi.restoreAllMocks());

describe('.gitignore', () => {
  it('keeps every env file Astro reads out of git, but the example', () => {
    const ignored = (path: string) => {
      try {
        execFileSync('git', ['check-ignore', '-q', path]);
        return true;
      } catch {
        return false;
      }
    };
    for (const file of ['.env', '.env.local', '.env.production', '.env.development.local']) expect(ignored(file), file).toBe(true);
    expect(ignored('.env.example')).toBe(false);
  });
});

describe('npm run readings', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])('answers "%s" as an unknown command, without a stack', async (command) => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args.join(' ')));
    expect(await main([command])).toBe(1);
    expect(errors[0]).toMatch(new RegExp(`^Unknown command "${command}"\\.\\n\\nUsage: npm run readings`));
  });
});
