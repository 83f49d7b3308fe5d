import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import {
  findIllFormedText,
  findQueryNotUtf8,
  MAX_FAULTS,
  textFieldErrors,
  type IllFormedText,
} from '../lib/well-formed-text';

function refusal(faults: readonly IllFormedText[]): AppError {
  const errors = textFieldErrors(faults);
  return new AppError('VALIDATION', errors[0]!.message, errors);
}

/**
 * Text no field may hold is refused in one place for every API route, before any schema, guard
 * of a later phase or handler sees it (decision 053): a NUL character or a lone UTF-16 surrogate
 * anywhere in the parsed body, the query or the path parameters, and bytes that are not UTF-8 in
 * a JSON body or a query's %-escapes. The answer is 400 VALIDATION naming each field. (A path
 * parameter whose %-escapes are not UTF-8 never reaches a route: the router refuses it with 400
 * MALFORMED_REQUEST. A multipart file's name is checked where the upload is read.)
 *
 * Register it on the root instance before any route, so every plugin inherits the JSON parser.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  // Fastify's own parser, so its protection against prototype poisoning stays; only the bytes
  // are checked first, which its string decoding would turn into U+FFFD without a word.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (isUtf8(bytes)) {
      parseJson(request, bytes.toString('utf8'), done);
      return;
    }
    // Decoded leniently only to tell which fields held the broken bytes: they read U+FFFD.
    parseJson(request, bytes.toString('utf8'), (error, parsed) => {
      if (error) return done(error, undefined);
      const found = findIllFormedText(parsed, { replacementMeansNotUtf8: true });
      done(refusal(found.length > 0 ? found : [{ path: '', fault: 'notUtf8' }]), undefined);
    });
  });

  // A callback, not a promise: every API request runs it (decision 051).
  app.addHook('preValidation', (request, _reply, done) => {
    // Pages pass their text on to the API, which refuses it there.
    if (!request.url.startsWith('/api/')) return done();
    const queryStart = request.url.indexOf('?');
    const faults = [
      ...findIllFormedText(request.params),
      ...(queryStart < 0 ? [] : findQueryNotUtf8(request.url.slice(queryStart + 1))),
      ...findIllFormedText(request.query),
      ...findIllFormedText(request.body),
    ];
    done(faults.length > 0 ? refusal(faults.slice(0, MAX_FAULTS)) : undefined);
  });
}
