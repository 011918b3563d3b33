// Sites set their own root font size (WordPress themes: `html { font-size: 62.5% }`). The widget sizes from its own
// base, so what a guest sees must not change with it: these helpers measure under several root sizes.

/** The root font sizes a site is likely to set: the common 62.5 % (10 px), the default, and a large 125 %. */
export const ROOT_FONT_SIZES = ['62.5%', '100%', '125%'] as const;

/** Runs `measure` with `html { font-size: … }` set to each size and returns what it measured, by size. */
export async function underRootFontSizes<Result>(
  measure: () => Result | Promise<Result>,
): Promise<Record<(typeof ROOT_FONT_SIZES)[number], Result>> {
  const root = document.documentElement;
  const before = root.style.fontSize;
  const measured = {} as Record<(typeof ROOT_FONT_SIZES)[number], Result>;
  try {
    for (const size of ROOT_FONT_SIZES) {
      root.style.fontSize = size;
      measured[size] = await measure();
    }
  } finally {
    root.style.fontSize = before;
  }
  return measured;
}

/** The used size of a CSS length property, in px (`fontSize`, `width`…), read from the computed style. */
export function px(element: Element, property: 'fontSize' | 'width' | 'height' | 'minHeight' | 'paddingLeft'): number {
  return parseFloat(getComputedStyle(element)[property]);
}

/** An element's rendered width and height, rounded to a tenth of a pixel. */
export function box(element: Element): { width: number; height: number } {
  const { width, height } = element.getBoundingClientRect();
  return { width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 };
}
