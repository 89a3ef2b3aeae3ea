/** Plain catalogue text: blank lines separate paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** The description without its first sentence when that sentence is the lead shown above it. */
export function withoutLead(description: string, lead: string): string {
  const trimmed = description.trim();
  return lead && trimmed.startsWith(lead.trim()) ? trimmed.slice(lead.trim().length).trim() : trimmed;
}
