/** Resolves with the next event of that name, typed from `GlobalEventHandlersEventMap`. */
export function nextEvent<K extends keyof GlobalEventHandlersEventMap>(
  target: EventTarget,
  name: K,
): Promise<GlobalEventHandlersEventMap[K]> {
  return new Promise((resolve) => {
    target.addEventListener(name, (event) => resolve(event as GlobalEventHandlersEventMap[K]), { once: true });
  });
}
