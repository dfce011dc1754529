// The site's TypeScript runs in Node by type stripping (`npm run readings`, `npm run bench`);
// some of its modules import others without `.ts`, which Vite resolves and Node does not.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\.\w+$/.test(specifier)) throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});
