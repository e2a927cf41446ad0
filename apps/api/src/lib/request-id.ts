import type { IncomingMessage } from 'node:http';
import { v7 as uuidv7 } from 'uuid';

// A caller's request id is kept (it ties our logs and audit rows to theirs) only when it looks
// like an id: anything else would be stored and logged as given.
const acceptableRequestId = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : uuidv7();
}
