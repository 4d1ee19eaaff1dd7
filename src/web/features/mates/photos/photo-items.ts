/** One photo in the publish or edit form: a picked file not yet sent, or one the mate has. */
export interface PhotoItem {
  /** Stable across reorders: React keeps each photo's element (and the focus in it) as it moves. */
  key: string;
  src: string;
  /** While it uploads, how much has gone (0 to 1). */
  progress: number | null;
  /** Why it could not be uploaded. */
  error: string | null;
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
