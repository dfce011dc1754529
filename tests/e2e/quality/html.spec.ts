import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { expect, test } from '../fixtures';
import { DIST, listFiles } from './dist';

/*
 * Every HTML file of the built site passes html-validate with the project's `.htmlvalidate.json`
 * (recommended + document + a11y presets). Two deliberate settings there:
 * - `no-redundant-role` off: lists styled without bullets keep `role="list"`, because Safari drops
 *   their list semantics otherwise;
 * - `require-sri` only for cross-origin resources: the site's own bundles are same-origin and
 *   already pinned by the Content-Security-Policy.
 */
test('every HTML file in dist/ is valid', async () => {
  const files = listFiles('.html');
  expect(files.length, `no HTML file in ${DIST}: build the site first`).toBeGreaterThan(0);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const reports = await Promise.all(files.map((file) => validator.validateFile(`${DIST}/${file}`)));
  const failing = reports.filter((report) => !report.valid);
  const text = failing.length ? formatterFactory('text')(failing.flatMap((report) => report.results)) : '';
  console.log(`html-validate: ${files.length} files, ${failing.length} with errors`);
  expect(text, text).toBe('');
});
