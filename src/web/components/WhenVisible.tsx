import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once its place nears the viewport (within `margin`), and `placeholder` until
 * then: heavy parts below the fold (the map and its code) load when someone scrolls to them. The
 * placeholder must have the children's size, so nothing moves when they arrive.
 */
export function WhenVisible({
  children,
  placeholder,
  margin = '200px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  // An IntersectionObserver is a browser subscription React does not own.
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return <div ref={box}>{near ? children : placeholder}</div>;
}
