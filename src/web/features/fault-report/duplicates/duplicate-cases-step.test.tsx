import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SimilarCase } from '../../../../shared/cases/similar-cases-contracts';
import { LOCALES, type Locale } from '../../../../shared/sites/site-types';
import { createI18n } from '../../../i18n/create-i18n';
import { DUPLICATE_TEXTS, ensureDuplicateTexts } from '../../../i18n/duplicates-texts';
import { TextsProvider } from '../../../i18n/texts-context';
import { DuplicateCasesStep } from './duplicate-cases-step';
import { similarCasesQueryKey } from './similar-cases-query';

// The duplicates step as the server renders it (the unit tests have no DOM), with the list
// already in the query cache: what each errand shows, and what the user may do with it.

const BUILDING = '11111111-1111-4111-8111-111111111111';
const base = { area: 1030, areaName: 'Gräsmatta', mine: false, following: false };
const CASES: SimilarCase[] = [
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000001',
    ticketNumber: 500123,
    creationDate: '2026-11-20T08:00:00.000Z',
    caseStatusGroup: 'registered',
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000002',
    ticketNumber: 500101,
    creationDate: '2026-11-10T08:00:00.000Z',
    caseStatusGroup: 'ongoing',
    following: true,
  },
  {
    ...base,
    id: 'a0000000-0000-4000-8000-000000000003',
    ticketNumber: 500077,
    creationDate: '2026-11-01T08:00:00.000Z',
    caseStatusGroup: 'executed',
    mine: true,
    description: 'Gräset har inte klippts.',
  },
];

function render(locale: Locale, cases: SimilarCase[], withinShell = false) {
  const client = new QueryClient();
  client.setQueryData(similarCasesQueryKey(BUILDING, 1030), cases);
  return renderToString(
    <QueryClientProvider client={client}>
      <TextsProvider texts={createI18n(locale)}>
        <DuplicateCasesStep
          buildingId={BUILDING}
          problemArea={1030}
          onContinue={() => undefined}
          onFollow={() => undefined}
          withinShell={withinShell}
        />
      </TextsProvider>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the duplicates step', () => {
  it('shows each open errand with its ticket, area, date and status, and offers to follow the others’', () => {
    const html = render('sv', CASES);
    const shown = text(html);
    expect(shown).toContain('Det finns 3 öppna ärenden');
    expect(shown).toContain('Ärende 500123');
    expect(shown).toContain('2026-11-20');
    expect(shown).toContain('Registrerat');
    expect(shown).toContain('Pågående');
    expect(shown).toContain('Åtgärdat');
    expect(html.match(/<button/g)).toHaveLength(2);
    expect(shown).toContain('Följ ärende 500123');
    expect(shown).not.toContain('Följ ärende 500101');
    expect(shown).toContain('Du följer det här ärendet.');
    expect(shown).toContain('Det här är ditt ärende.');
    expect(shown).toContain('Gräset har inte klippts.');
    expect(shown).toContain('Mitt fel är ett annat – fortsätt');
    expect(html).toMatch(/<h2 id="([^"]+)"[^>]*tabindex="-1"/);
  });

  it.each(LOCALES)('speaks %s, dates included', (locale) => {
    const i18n = createI18n(locale);
    ensureDuplicateTexts(i18n);
    const t = i18n.getFixedT(null, 'duplicates');
    const shown = text(render(locale, CASES));
    expect(shown).toContain(t('heading'));
    expect(shown).toContain(t('follow', { ticketNumber: 500123 }));
    expect(shown).toContain(locale === 'no' || locale === 'fi' ? '20.11.2026' : '2026-11-20');
  });

  it('inside the wizard’s step frame leaves heading and continue button to the frame', () => {
    const html = render('sv', CASES, true);
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('Mitt fel är ett annat');
    expect(html.match(/<h4/g)).toHaveLength(3);
    expect(html.match(/<button/g)).toHaveLength(1);
  });

  it('says so and offers only to go on when there is none', () => {
    const shown = text(render('en', []));
    expect(shown).toContain('No one has reported a fault of this kind');
    expect(shown).toContain('Continue');
    expect(shown).not.toContain('Follow');
  });
});

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}
const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('duplicate-check texts', () => {
  const source = new Map(entries(DUPLICATE_TEXTS.sv));

  it.each(LOCALES)('%s has the Swedish keys, none empty, with the same placeholders', (locale) => {
    const texts = entries(DUPLICATE_TEXTS[locale]);
    expect(texts.map(([key]) => key).sort()).toEqual([...source.keys()].sort());
    for (const [key, value] of texts) {
      expect(value.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(value), `${locale}:${key}`).toEqual(placeholders(source.get(key) ?? ''));
    }
  });
});
