/**
 * Subresource Integrity for the script-tag files: `npm run build` prints the sha384 hash of every file a page loads
 * (the entry a site names in its script tag, and the parts it loads on demand), for a site's `integrity` attribute,
 * its `<link rel="modulepreload" integrity>` hints or an import map's `integrity` section.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The `integrity` attribute value of a file: `sha384-` and the base64 of its SHA-384 digest. */
export function integrityOf(content: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** Prints each JavaScript file of the build with its integrity hash, the entry first. */
export function integrityReportPlugin(): Plugin {
  return {
    name: 'stay-search-integrity-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .sort((a, b) => Number(b.isEntry) - Number(a.isEntry) || a.fileName.localeCompare(b.fileName));
      const width = Math.max(...chunks.map((chunk) => chunk.fileName.length));
      const lines = chunks.map(
        (chunk) =>
          `  ${chunk.fileName.padEnd(width)}  ${integrityOf(chunk.code)}${chunk.isEntry ? '  (the script tag)' : ''}`,
      );
      this.environment.logger.info(
        ['', 'Subresource Integrity (sha384) of the files a page loads:', ...lines].join('\n'),
      );
    },
  };
}
