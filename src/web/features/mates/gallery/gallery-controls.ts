import { useRef, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';

/** A horizontal swipe of at least this many pixels turns the photo. */
const SWIPE_PX = 40;

/** Arrow keys turn the photo; the caller keeps which one shows. */
export function stepOnKey(event: KeyboardEvent, step: (by: 1 | -1) => void) {
  if (event.key === 'ArrowRight') step(1);
  else if (event.key === 'ArrowLeft') step(-1);
  else return;
  event.preventDefault();
}

/** Tracks a swipe from pointer down to up; a tap or a vertical scroll does nothing. */
export function useSwipe(step: (by: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => (start.current = { x: event.clientX, y: event.clientY }),
    onPointerUp: (event: PointerEvent) => {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      start.current = null;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => (start.current = null),
    // A mouse pressed on a photo would start dragging the image itself (and cancel the pointer).
    onDragStart: (event: DragEvent) => event.preventDefault(),
  };
}
