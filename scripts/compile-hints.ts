import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment): compile every function
 * of the file when the file is compiled, on a background thread while it streams in, instead of lazily on the main
 * thread at each function's first call (which also parses each function twice). It must come before any code: a
 * comment above it is fine (Chromium 156 honours it below the third-party notice, as a trace shows).
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts `EAGER_COMPILE_HINT` at the top of the entry, `stay-search.js`: nearly all of its code runs before the first
 * results (what does not is in the parts), so compiling it lazily only moved that work onto the main thread in
 * front of them. The parts keep lazy compilation: each is fetched ahead at idle time, and only part of it runs.
 *
 * It goes right under the third-party notice (another plugin's `postBanner`, which stays the first line), after
 * minification like that notice.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'stay-search-compile-hints',
    apply: 'build',
    outputOptions(options) {
      const banner = options.postBanner;
      return {
        ...options,
        postBanner: async (chunk) => {
          const notice = typeof banner === 'function' ? await banner(chunk) : (banner ?? '');
          return chunk.isEntry ? [notice, EAGER_COMPILE_HINT].filter(Boolean).join('\n') : notice;
        },
      };
    },
  };
}
