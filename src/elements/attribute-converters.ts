import type { ComplexAttributeConverter } from 'lit';

/**
 * A text attribute that was removed reads as `''`, the same as one never set, instead of Lit's default `null`:
 * elements can treat their text properties as strings without a null check at every use.
 */
export const textAttribute: ComplexAttributeConverter<string> = {
  fromAttribute: (value: string | null) => value ?? '',
};
