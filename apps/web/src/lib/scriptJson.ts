/**
 * JSON to put inside a `<script>` element as is. The HTML parser ends a script at the first
 * `</script` whatever the JSON says, and `<!--` changes how it reads on, so every "<" (names and
 * descriptions are typed by admins) becomes the JSON escape \u003c, which reads back as "<".
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
