/**
 * Async work as an event handler. React ignores what a handler returns, so the failure of a returned
 * promise would go unseen; here whatever the work did not handle itself goes to `onFailure`. The work
 * starts at once, inside the event, so it can still call `event.preventDefault()`.
 */
export function eventHandler<Args extends unknown[]>(
  work: (...args: Args) => Promise<unknown>,
  onFailure: (error: unknown) => void,
): (...args: Args) => void {
  return (...args) => {
    work(...args).catch(onFailure);
  };
}
