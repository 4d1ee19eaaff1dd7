import { describe, expect, it } from 'vitest';
import { eventHandler } from './event-handler';

describe('eventHandler', () => {
  it('hands a failure the work left unhandled to onFailure instead of rejecting unseen', async () => {
    const failure = new Error('the server is away');
    let report: (error: unknown) => void = () => {};
    const reported = new Promise((resolve) => (report = resolve));
    const handle = eventHandler(async () => {
      throw failure;
    }, report);

    expect(handle()).toBeUndefined();
    await expect(reported).resolves.toBe(failure);
  });

  it('runs the work within the event, with its arguments, so it can still prevent the default', () => {
    const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    const handle = eventHandler(
      async (received: typeof event) => received.preventDefault(),
      () => {},
    );

    handle(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
