/**
 * Registers a tag once. A page that loads the script twice (or two widgets bundling their own copy) keeps the
 * first definition instead of throwing "this name has already been used".
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, constructor);
}
