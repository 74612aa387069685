/**
 * An e-mail address that, where it must wrap, wraps after its `@` and nowhere
 * else: never "hello@pushpanjalidecor" above ".in".
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
