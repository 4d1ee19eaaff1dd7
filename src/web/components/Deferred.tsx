import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A control whose heavy part (a Radix menu or popover) loads on first use: until then a look-alike
 * trigger is shown, and the first click, Enter, Space or ArrowDown loads the real one already open.
 * Hover and focus start the download early. Keeps menus out of the first page's script budget.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
) {
  const Real = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred({ trigger, ...props }: P & { trigger: (arm: TriggerHandlers) => ReactNode }) {
    const [armed, setArmed] = useState(false);
    const placeholder = trigger({
      onClick: () => setArmed(true),
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setArmed(true);
        }
      },
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
    });
    if (!armed) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Real {...(props as P)} defaultOpen />
      </Suspense>
    );
  };
}

export interface TriggerHandlers {
  onClick(): void;
  onKeyDown(event: React.KeyboardEvent): void;
  onPointerEnter(): void;
  onFocus(): void;
}
