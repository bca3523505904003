import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that a request with a
 * JSON Content-Type and no body at all has no body rather than a malformed one: clients (and
 * fetch wrappers) send `Content-Type: application/json` on a body-less DELETE, which is not an
 * error. A route that needs a body still says so in its own 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parse(req, text, done);
  });
}
