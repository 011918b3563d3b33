// How every tool here launches a browser: Debian's Chromium (CHROMIUM_PATH overrides), never one it downloads.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The network here is closed: without these flags Chromium keeps trying to reach outside hosts.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
