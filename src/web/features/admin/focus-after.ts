import { useEffect, useRef } from 'react';

/** Focuses an element that may not take focus by itself (a row, a heading): by script only. */
export function focusElement(element: HTMLElement | null | undefined) {
  if (!element) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Keyboard focus after a console action that takes its own button off the screen (the row changes under
 * it, and the dialog's trigger goes with it): `track` runs the action, and on the first render after
 * `value` changes, `target()` gets focus. The toast says what happened.
 */
export function useFocusAfterChange(value: unknown, target: () => HTMLElement | null | undefined) {
  const armed = useRef(false);
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    if (!armed.current) return;
    armed.current = false;
    focusElement(target());
  });
  return async function track<T>(action: () => Promise<T>): Promise<T> {
    armed.current = true;
    try {
      return await action();
    } catch (error) {
      armed.current = false;
      throw error;
    }
  };
}
