import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDependencyTables, npmPageUrl, repositoryUrl, shortDescription, type PackageManifest } from '../../src/build/dependencies';
import { compareVersions, latestVersionUrl, parseVersion, readLatestVersion, versionStatus } from '../../src/lib/package-versions';

describe('parseVersion', () => {
  it('reads major.minor.patch with prerelease and build metadata', () => {
    expect(parseVersion('7.3.5')).toEqual({ major: 7, minor: 3, patch: 5, prerelease: [] });
    expect(parseVersion('v1.2')).toEqual({ major: 1, minor: 2, patch: 0, prerelease: [] });
    expect(parseVersion('2.0.0-beta.3+sha.1')).toEqual({ major: 2, minor: 0, patch: 0, prerelease: ['beta', 3] });
  });
  it('rejects anything else', () => {
    for (const value of ['', 'latest', '^1.2.3', '1.2.3.4', '1.x', null, 3, undefined]) {
      expect(parseVersion(value)).toBeUndefined();
    }
  });
});

describe('compareVersions', () => {
  const cmp = (a: string, b: string) => compareVersions(parseVersion(a)!, parseVersion(b)!);
  it('orders by major, minor, then patch numerically', () => {
    expect(cmp('1.10.0', '1.9.9')).toBe(1);
    expect(cmp('2.0.0', '10.0.0')).toBe(-1);
    expect(cmp('1.2.3', '1.2.3')).toBe(0);
    expect(cmp('0.9.10', '0.9.9')).toBe(1);
  });
  it('ranks prereleases below their release, following semver precedence', () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0'];
    for (let i = 0; i < ordered.length - 1; i++) {
      expect(cmp(ordered[i]!, ordered[i + 1]!), `${ordered[i]} < ${ordered[i + 1]}`).toBe(-1);
      expect(cmp(ordered[i + 1]!, ordered[i]!)).toBe(1);
    }
  });
  it('is antisymmetric and reflexive', () => {
    const version = fc
      .tuple(fc.nat(30), fc.nat(30), fc.nat(30), fc.option(fc.constantFrom('alpha', 'beta.1', 'rc.2', '0')))
      .map(([a, b, c, pre]) => `${a}.${b}.${c}${pre ? `-${pre}` : ''}`);
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(cmp(a, a)).toBe(0);
        expect(cmp(a, b)).toBe(-cmp(b, a) || 0);
      }),
    );
  });
});

describe('versionStatus', () => {
  it('says update when the latest is newer, current otherwise', () => {
    expect(versionStatus('7.3.5', '7.4.0')).toBe('update');
    expect(versionStatus('7.3.5', '7.3.5')).toBe('current');
    expect(versionStatus('8.0.0-beta.1', '7.4.0')).toBe('current');
    expect(versionStatus('1.0.0-rc.1', '1.0.0')).toBe('update');
  });
  it('says unknown when a version cannot be read', () => {
    expect(versionStatus('7.3.5', undefined)).toBe('unknown');
    expect(versionStatus(undefined, '1.0.0')).toBe('unknown');
    expect(versionStatus('7.3.5', '<b>9</b>')).toBe('unknown');
  });
});

describe('repositoryUrl', () => {
  it('turns the usual repository forms into an https page', () => {
    expect(repositoryUrl({ type: 'git', url: 'git+https://github.com/withastro/astro.git' })).toBe('https://github.com/withastro/astro');
    expect(repositoryUrl('github:nanostores/nanostores')).toBe('https://github.com/nanostores/nanostores');
    expect(repositoryUrl('lenis/lenis')).toBe('https://github.com/lenis/lenis');
    expect(repositoryUrl('git@github.com:a/b.git')).toBe('https://github.com/a/b');
    expect(repositoryUrl('git://github.com/a/b.git')).toBe('https://github.com/a/b');
  });
  it('refuses anything that is not http(s)', () => {
    expect(repositoryUrl('javascript:alert(1)')).toBeUndefined();
    expect(repositoryUrl({ url: 'file:///etc/passwd' })).toBeUndefined();
    expect(repositoryUrl(undefined)).toBeUndefined();
  });
});

describe('shortDescription', () => {
  it('keeps the first sentence on one line, without markdown emphasis', () => {
    expect(shortDescription('GSAP is a **framework**.\nIt animates. More.')).toBe('GSAP is a framework.');
    expect(shortDescription('  No full stop here ')).toBe('No full stop here');
    expect(shortDescription('')).toBeUndefined();
    expect(shortDescription(42)).toBeUndefined();
  });
  it('shortens long sentences on a word boundary with an ellipsis', () => {
    const long = shortDescription('word '.repeat(60), 40)!;
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('buildDependencyTables', () => {
  const project: PackageManifest = {
    dependencies: { zod: '^4.0.0', astro: '^7.3.5', '@scope/pkg': '~1.0.0', ignored: 3 },
    devDependencies: { vitest: '^5.1.1' },
  };
  const installed: Record<string, PackageManifest> = {
    astro: { version: '7.3.5', homepage: 'https://astro.build', description: 'Astro builds sites. It is fast.' },
    zod: { version: '4.6.7', repository: { url: 'git+https://github.com/colinhacks/zod.git' } },
    '@scope/pkg': { version: '1.0.2', homepage: 'javascript:alert(1)' },
  };
  const tables = buildDependencyTables(project, (name) => installed[name]);

  it('lists every declared package, sorted by name, with range and installed version', () => {
    expect(tables.dependencies.map((row) => [row.name, row.range, row.installed])).toEqual([
      ['@scope/pkg', '~1.0.0', '1.0.2'],
      ['astro', '^7.3.5', '7.3.5'],
      ['zod', '^4.0.0', '4.6.7'],
    ]);
    expect(tables.devDependencies).toEqual([
      { name: 'vitest', range: '^5.1.1', installed: undefined, url: npmPageUrl('vitest'), description: undefined, descriptionLang: 'en' },
    ]);
  });
  it('links to the homepage, else the repository, else the npm page; never to an unsafe URL', () => {
    const url = Object.fromEntries(tables.dependencies.map((row) => [row.name, row.url]));
    expect(url).toEqual({
      astro: 'https://astro.build/',
      zod: 'https://github.com/colinhacks/zod',
      '@scope/pkg': 'https://www.npmjs.com/package/@scope/pkg',
    });
  });
  it('takes the first sentence of the description', () => {
    expect(tables.dependencies.find((row) => row.name === 'astro')?.description).toBe('Astro builds sites.');
  });
  it('prefers the site\'s own text in the page\'s language; a package\'s own description is marked English', () => {
    const withBlurbs = buildDependencyTables(project, (name) => installed[name], (name) => (name === 'zod' ? 'Valide les fichiers.' : undefined));
    const zod = withBlurbs.dependencies.find((row) => row.name === 'zod');
    const astro = withBlurbs.dependencies.find((row) => row.name === 'astro');
    expect([zod?.description, zod?.descriptionLang]).toEqual(['Valide les fichiers.', undefined]);
    expect([astro?.description, astro?.descriptionLang]).toEqual(['Astro builds sites.', 'en']);
  });
  it('copes with a manifest without dependencies', () => {
    expect(buildDependencyTables({}, () => undefined)).toEqual({ dependencies: [], devDependencies: [] });
  });
});

describe('latest version API', () => {
  it('asks jsDelivr for the resolved latest version, scoped names included', () => {
    expect(latestVersionUrl('https://data.jsdelivr.com', '@astrojs/react')).toBe(
      'https://data.jsdelivr.com/v1/packages/npm/@astrojs/react/resolved?specifier=latest',
    );
  });
  it('reads the version only when it looks like one', () => {
    expect(readLatestVersion({ type: 'npm', name: 'astro', version: '7.4.0' })).toBe('7.4.0');
    expect(readLatestVersion({ version: null })).toBeUndefined();
    expect(readLatestVersion({ version: '<img src=x>' })).toBeUndefined();
    expect(readLatestVersion('7.4.0')).toBeUndefined();
    expect(readLatestVersion(null)).toBeUndefined();
  });
});
