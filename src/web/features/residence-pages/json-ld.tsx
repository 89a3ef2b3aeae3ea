/** JSON for a script element: `<` and friends escaped so the data cannot end the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

// schema.org structured data built by the server, one script per object.
export function JsonLd({ items }: { items: readonly Record<string, unknown>[] }) {
  return (
    <>
      {items.map((item, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed per page
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
