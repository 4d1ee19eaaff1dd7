import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A control whose heavy part (a Radix menu or popover) loads on first use: until then a look-alike
 * trigger is shown, and the first click, Enter, Space or ArrowDown loads the real one already open.
 * Hover and focus start the download early. Keeps menus out of the first page's script budget.
 * The real one hears whether a key opened it (`openedByKeyboard`): Radix, not yet loaded, missed the key.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean; openedByKeyboard?: boolean }>>,
) {
  const Real = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred({ trigger, ...props }: P & { trigger: (arm: TriggerHandlers) => ReactNode }) {
    const [armed, setArmed] = useState<'pointer' | 'keyboard' | null>(null);
    const placeholder = trigger({
      // Enter and Space click a button too, with no pointer position (detail 0).
      onClick: (event) => setArmed(event.detail === 0 ? 'keyboard' : 'pointer'),
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setArmed('keyboard');
        }
      },
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
    });
    if (!armed) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Real {...(props as P)} defaultOpen openedByKeyboard={armed === 'keyboard'} />
      </Suspense>
    );
  };
}

export interface TriggerHandlers {
  onClick(event: React.MouseEvent): void;
  onKeyDown(event: React.KeyboardEvent): void;
  onPointerEnter(): void;
  onFocus(): void;
}
