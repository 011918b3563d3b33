/** A short, one-way fingerprint of a text (two 32-bit FNV-1a hashes): enough to recognise it, useless to use it. */
export function fingerprint(text: string): string {
  const hash = (seed: number) => {
    let value = seed;
    for (let index = 0; index < text.length; index++) {
      value ^= text.charCodeAt(index);
      value = Math.imul(value, 0x01000193) >>> 0;
    }
    return value.toString(16).padStart(8, '0');
  };
  return hash(0x811c9dc5) + hash(0x050c5d1f);
}
