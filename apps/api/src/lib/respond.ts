/** The success envelope: `responseCode` mirrors the HTTP status. */
export function ok<T>(data: T, message = 'OK', responseCode = 200) {
  return { responseCode, message, data };
}
