/**
 * An email that may break before its "@" in a narrow table cell ("customer1" / "@example.com")
 * instead of at any letter; very long parts still break anywhere rather than widen the table.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <span className="[overflow-wrap:anywhere]">{email}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
