import type { FastifyRequest } from 'fastify';
import { messages } from '../messages/catalogue.js';
import { invalid } from '../errors.js';

/** No form or API body of ours nests deeper; a deeper one is an attack on recursive code downstream. */
const MAX_DEPTH = 16;

/**
 * Whether a parsed value is fit to reach the services: nested at most MAX_DEPTH levels, and free of
 * U+0000 (PostgreSQL text cannot hold it). Walked without recursion, so no depth can overflow it.
 */
function isAcceptable(root: unknown): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return false;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (depth >= MAX_DEPTH) return false;
      for (const item of Object.values(value)) stack.push({ value: item, depth: depth + 1 });
    }
  }
  return true;
}

export async function refuseUnacceptableInput(request: FastifyRequest) {
  if (!isAcceptable(request.params) || !isAcceptable(request.query) || !isAcceptable(request.body)) {
    throw invalid(messages.errors.invalidInput);
  }
}
