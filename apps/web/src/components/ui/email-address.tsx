/**
 * An email address that, when it has to wrap in a narrow column, breaks before the "@" rather
 * than in the middle of a word. Put it in an element with `wrap-anywhere`, for the rare address
 * whose halves are still too long.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
