import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOR_MODE_KEY,
  parseForcedMode,
  parsePreference,
  resolveTheme,
  type ThemePreference,
} from '../../src/lib/theme/resolve';
import { readPreference, writePreference, type PreferenceStorage } from '../../src/lib/theme/storage';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

const throwing: PreferenceStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('parsePreference', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    ['', 'system'],
    ['DARK', 'system'],
    [' dark', 'system'],
    ['auto', 'system'],
    ['{"value":"dark"}', 'system'],
    [42, 'system'],
  ])('%j → %j', (raw, expected) => expect(parsePreference(raw)).toBe(expected));

  it('never returns anything but the three choices', () => {
    fc.assert(fc.property(fc.anything(), (raw) => ['system', 'dark', 'light'].includes(parsePreference(raw))));
  });
});

describe('parseForcedMode', () => {
  it('forces light or dark', () => {
    expect(parseForcedMode('dark')).toEqual({ mode: 'dark', refused: false });
    expect(parseForcedMode('light')).toEqual({ mode: 'light', refused: false });
  });
  it('refuses system', () => expect(parseForcedMode('system')).toEqual({ mode: undefined, refused: true }));
  it.each([undefined, '', 'auto', 'Dark'])('ignores %j', (raw) =>
    expect(parseForcedMode(raw)).toEqual({ mode: undefined, refused: false }),
  );
});

describe('resolveTheme', () => {
  const cases: [ThemePreference, boolean, 'light' | 'dark' | undefined, string, boolean][] = [
    ['system', false, undefined, 'light', false],
    ['system', true, undefined, 'dark', false],
    ['dark', false, undefined, 'dark', false],
    ['dark', true, undefined, 'dark', false],
    ['light', true, undefined, 'light', false],
    ['light', false, undefined, 'light', false],
    ['light', false, 'dark', 'dark', true],
    ['system', false, 'dark', 'dark', true],
    ['dark', true, 'light', 'light', true],
    ['system', true, 'light', 'light', true],
  ];
  it.each(cases)('preference %s, OS dark %s, forced %s → %s (forced %s)', (preference, systemDark, forced, value, isForced) =>
    expect(resolveTheme(preference, systemDark, forced)).toEqual({ value, forced: isForced }),
  );

  it('follows the OS only under system and without forcing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ThemePreference>('system', 'light', 'dark'),
        fc.constantFrom<'light' | 'dark' | undefined>('light', 'dark', undefined),
        (preference, forced) => {
          const a = resolveTheme(preference, false, forced).value;
          const b = resolveTheme(preference, true, forced).value;
          return (a !== b) === (preference === 'system' && forced === undefined);
        },
      ),
    );
  });
});

describe('preference storage', () => {
  it('reads what was written, under color-mode', () => {
    const storage = memoryStorage();
    expect(writePreference(storage, 'dark')).toBe(true);
    expect(storage.data[COLOR_MODE_KEY]).toBe('dark');
    expect(readPreference(storage)).toBe('dark');
    writePreference(storage, 'system');
    expect(storage.data).toEqual({});
    expect(readPreference(storage)).toBe('system');
  });

  it('treats a garbage value as system', () => {
    expect(readPreference(memoryStorage({ [COLOR_MODE_KEY]: 'purple' }))).toBe('system');
  });

  it('survives storage that throws or is missing', () => {
    expect(readPreference(throwing)).toBe('system');
    expect(writePreference(throwing, 'dark')).toBe(false);
    expect(writePreference(throwing, 'system')).toBe(false);
    expect(readPreference(undefined)).toBe('system');
    expect(writePreference(undefined, 'light')).toBe(false);
  });
});
