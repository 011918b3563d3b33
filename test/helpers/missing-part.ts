import { LazyPart } from '../../src/lazy/lazy-part.js';

/**
 * A lazy part whose file is gone, as after a deploy that replaced the chunks: a variable specifier the bundler
 * leaves alone, which the test server really fetches and answers with a 404.
 */
export function missingPart<Module>(name: string, path: string): LazyPart<Module> {
  return new LazyPart<Module>(name, () => import(/* @vite-ignore */ path));
}
