import { escapeHtml } from '../../../escape-html';
import { en } from './en';
import { fi } from './fi';
import type { MailContent, MailKind, MailLanguage, MailTexts, MailValues } from './mail-kinds';
import { no } from './no';
import { sv } from './sv';

// The one place mails are written: a kind's text in the reader's language, laid out once as a
// plain-text part that reads on its own and an HTML part whose every value is escaped.

const TEXTS: Readonly<Record<MailLanguage, MailTexts>> = { sv, no, fi, en };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailParts {
  greeting: string;
  content: MailContent;
  texts: MailTexts;
  brand: string;
}

export function renderMail<K extends MailKind>(
  kind: K,
  language: MailLanguage,
  values: MailValues[K],
): RenderedMail {
  const texts = TEXTS[language];
  // The registry is typed per kind; indexing by a generic kind loses that link, so say it once.
  const write = texts.kinds[kind] as (values: MailValues[K]) => MailContent;
  const content = write(values);
  const parts: MailParts = {
    greeting: texts.greeting(values.firstName?.trim() || undefined),
    content,
    texts,
    brand: values.brand,
  };
  return { subject: content.subject, text: textPart(parts), html: htmlPart(parts) };
}

function textPart({ greeting, content, texts, brand }: MailParts): string {
  const blocks = [greeting, ...content.intro];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.outro ?? []), `${texts.signOff}\n${brand}`, texts.automatic);
  return `${blocks.join('\n\n')}\n`;
}

const BODY_STYLE = 'margin:0;padding:0;background-color:#f3f3f1;';
const CARD_STYLE =
  'max-width:37.5em;margin:0 auto;padding:2em 1.5em;background-color:#ffffff;color:#1f1f1f;' +
  'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;';
const BUTTON_STYLE =
  'display:inline-block;padding:0.75em 1.25em;border-radius:4px;background-color:#1d4f3f;' +
  'color:#ffffff;font-weight:bold;text-decoration:underline;';
const PLAIN_LINK_STYLE = 'color:#1d4f3f;word-break:break-all;';
const FOOTNOTE_STYLE = 'font-size:14px;color:#555555;';

function htmlPart({ greeting, content, texts, brand }: MailParts): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const action = content.action
    ? [
        `<p><a href="${escapeHtml(content.action.url)}" style="${BUTTON_STYLE}">${escapeHtml(content.action.label)}</a></p>`,
        `<p>${escapeHtml(texts.linkFallback)}<br><a href="${escapeHtml(content.action.url)}" style="${PLAIN_LINK_STYLE}">${escapeHtml(content.action.url)}</a></p>`,
      ]
    : [];
  const body = [
    paragraph(greeting),
    ...content.intro.map(paragraph),
    ...action,
    ...(content.outro ?? []).map(paragraph),
    `<p>${escapeHtml(texts.signOff)}<br>${escapeHtml(brand)}</p>`,
    `<p style="${FOOTNOTE_STYLE}">${escapeHtml(texts.automatic)}</p>`,
  ];
  const lang = escapeHtml(texts.lang);
  const subject = escapeHtml(content.subject);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="${BODY_STYLE}">
<div role="article" aria-label="${subject}" lang="${lang}" style="${CARD_STYLE}">
${body.join('\n')}
</div>
</body>
</html>
`;
}
