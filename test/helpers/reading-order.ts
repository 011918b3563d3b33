/**
 * Whether `element`'s text is laid out in the order the widget's languages are written, left to right: its first
 * character's box starts left of its last one's. On a right-to-left page, a phrase that starts with a number and is
 * not isolated is laid out in runs from the right ("accommodations 87" for "87 accommodations"). For a text on one
 * line.
 */
export function readsLeftToRight(element: Element): boolean {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.trim()) texts.push(node as Text);
  }
  const first = texts[0];
  const last = texts[texts.length - 1];
  if (!first || !last) throw new Error(`${element.localName} has no text`);
  const box = (text: Text, index: number) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect();
  };
  return box(first, first.data.search(/\S/)).left < box(last, last.data.trimEnd().length - 1).left;
}
