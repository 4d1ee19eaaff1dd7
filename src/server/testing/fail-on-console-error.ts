import { afterEach, beforeEach, expect, vi } from 'vitest';

// An unexpected console.error is a bug the test did not look for.
beforeEach(() => {
  vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
