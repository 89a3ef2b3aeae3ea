import { CONTRACTOR_TYPE, PROJECT_STATUS, PROJECT_TYPE } from '../../src/shared/residence/project-phases';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { contentPage, illustration } from './content-builders';
import { link } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The contractor site: reference projects, management services, testimonials and contact.

export function contractorPages(site: SiteKey): FeatureSeedPage[] {
  if (site !== 'contractor') return [];
  const references = '/referenser/';
  const project = `${references}kvarteret-smedjan/`;
  return [
    contentPage(site, {
      template: 'reference-start',
      path: references,
      title: 'Referenser',
      description:
        'Referensprojekt från Hemvist Entreprenad: bostäder, skolor och vårdbyggnader vi har byggt åt kommuner, bolag och föreningar.',
      heading: 'Referensprojekt',
      preamble: 'Ett urval av de projekt vi har byggt på totalentreprenad och utförandeentreprenad.',
      blocks: [
        {
          type: 'teasers',
          items: [
            {
              kicker: 'Bostäder',
              heading: 'Kvarteret Smedjan, Eskilstuna',
              text: '112 hyreslägenheter i trä åt Eskilstunahem.',
              link: link('Läs om projektet', project),
            },
            {
              kicker: 'Kundröster',
              heading: 'Det säger våra beställare',
              text: 'Omdömen från kommuner och fastighetsbolag.',
              link: link('Läs omdömena', '/kundroster/'),
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'reference-project',
      path: project,
      title: 'Kvarteret Smedjan',
      description:
        'Kvarteret Smedjan i Eskilstuna: 112 hyreslägenheter i massivträ byggda på totalentreprenad åt Eskilstunahem 2023–2025.',
      parents: [link('Referenser', references)],
      heading: 'Kvarteret Smedjan, Eskilstuna',
      preamble: 'Sex huskroppar i massivträ med 112 hyreslägenheter, byggda på totalentreprenad.',
      client: 'Eskilstunahem',
      location: 'Eskilstuna',
      completed: '2025',
      projectType: PROJECT_TYPE.apartments,
      contractorType: CONTRACTOR_TYPE.designBuild,
      projectStatus: PROJECT_STATUS.finalized,
      blocks: [
        {
          type: 'image',
          image: illustration(
            'forest',
            'Tecknade trähus i fem våningar kring en grön gård',
            'Gårdssidan med gemensam växthusodling.',
          ),
        },
        {
          type: 'facts',
          items: [
            { value: '112', label: 'lägenheter' },
            { value: '8 400 m²', label: 'BOA' },
            { value: '24 mån', label: 'byggtid' },
          ],
        },
        {
          type: 'quote',
          text: 'Tidplanen höll hela vägen, och de boende är mycket nöjda.',
          by: 'Anders Wik',
          role: 'projektchef, Eskilstunahem',
        },
      ],
    }),
    contentPage(site, {
      template: 'management-services',
      path: '/forvaltning/',
      title: 'Förvaltning',
      description:
        'Hemvist Entreprenad erbjuder teknisk förvaltning, underhållsplaner och felavhjälpning för bostadsrättsföreningar och fastighetsägare.',
      heading: 'Förvaltningstjänster',
      preamble:
        'Vi tar hand om husen vi har byggt – och andras. Teknisk förvaltning, underhållsplaner och jour dygnet runt.',
      blocks: [
        {
          type: 'richText',
          heading: 'Det här kan vi hjälpa till med',
          paragraphs: ['Tjänsterna kan kombineras efter föreningens behov.'],
          list: [
            'Teknisk förvaltning',
            'Underhållsplaner på 30 år',
            'Fastighetsjour dygnet runt',
            'Energiuppföljning',
          ],
        },
        {
          type: 'contacts',
          heading: 'Kontakt',
          items: [
            {
              name: 'Pia Lund',
              role: 'Förvaltningschef',
              phone: '016-10 20 30',
              email: 'forvaltning@hemvistentreprenad.se',
            },
          ],
        },
      ],
    }),
    contentPage(site, {
      template: 'testimonial',
      path: '/kundroster/',
      title: 'Kundröster',
      description:
        'Det säger kommuner, fastighetsbolag och bostadsrättsföreningar om att bygga med Hemvist Entreprenad. Läs omdömen från våra beställare.',
      heading: 'Det säger våra beställare',
      preamble: 'Omdömen från några av de kunder vi har byggt åt.',
      blocks: [
        {
          type: 'quote',
          text: 'Tidplanen höll hela vägen, och de boende är mycket nöjda.',
          by: 'Anders Wik',
          role: 'projektchef, Eskilstunahem',
        },
        {
          type: 'quote',
          text: 'En öppen dialog från första dagen gjorde skolbygget till en ren glädje.',
          by: 'Helena Strand',
          role: 'lokalstrateg, Västerås stad',
        },
        { type: 'facts', items: [{ value: '4,6 av 5', label: 'i kundnöjdhet 2025' }] },
      ],
    }),
    contentPage(site, {
      template: 'corporate-contact',
      path: '/kontakt/',
      title: 'Kontakt',
      description:
        'Kontakta Hemvist Entreprenad om nya projekt, anbud, förvaltning eller garantiärenden. Här hittar du rätt person för din fråga.',
      heading: 'Kontakta oss',
      preamble: 'Vi finns i Eskilstuna, Västerås och Stockholm.',
      blocks: [
        {
          type: 'contacts',
          heading: 'Kontaktpersoner',
          items: [
            {
              name: 'Tomas Öst',
              role: 'Affärschef, nya projekt',
              phone: '016-10 20 00',
              email: 'anbud@hemvistentreprenad.se',
            },
            { name: 'Pia Lund', role: 'Förvaltningschef', phone: '016-10 20 30' },
          ],
        },
      ],
    }),
  ];
}
