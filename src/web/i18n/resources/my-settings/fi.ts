import type { Translations } from '../../../../shared/texts/translations';
import type { mySettings as source } from './sv';

export const mySettings: Translations<typeof source> = {
  heading: 'Asetukset',
  loading: 'Haetaan tietojasi …',
  loginFirst: 'Kirjaudu sisään nähdäksesi asetuksesi.',
  login: 'Kirjaudu sisään',
  saved: 'Tallennettu.',
  failed: 'Tallentaminen ei onnistunut. Yritä uudelleen.',
  contact: {
    heading: 'Nimi ja yhteystiedot',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    phone: 'Puhelinnumero',
    namesLocked: 'Nimesi tulee vahvasta tunnistautumisesta, eikä sitä voi muuttaa täällä.',
    save: 'Tallenna yhteystiedot',
  },
  password: {
    heading: 'Salasana',
    current: 'Nykyinen salasana',
    next: 'Uusi salasana',
    save: 'Vaihda salasana',
    wrong: 'Nykyinen salasana ei täsmää.',
    changed: 'Salasanasi on vaihdettu. Muut kirjautumisesi on kirjattu ulos.',
  },
  email: {
    heading: 'Sähköpostiosoite',
    current: 'Sähköpostiosoitteesi: {{email}}',
    next: 'Uusi sähköpostiosoite',
    save: 'Lähetä vahvistuslinkki',
    sent: 'Lähetimme linkin osoitteeseen {{email}}. Osoite vaihtuu, kun avaat sen.',
    inUse: 'Osoitetta ei voitu käyttää.',
  },
  newsletter: {
    heading: 'Uutiskirje',
    label: 'Haluan uutiskirjeen sähköpostiin',
  },
  consent: {
    heading: 'Tämän sivuston suostumus',
    given: 'Olet hyväksynyt tämän sivuston ehdot.',
    missing: 'Et ole hyväksynyt tämän sivuston ehtoja.',
    give: 'Hyväksy ehdot',
    withdraw: 'Peru suostumus',
    withdrawHint:
      'Tilisi säilyy. Kun kirjaudut seuraavan kerran tälle sivustolle, sinulta kysytään suostumusta uudelleen.',
    withdrawConfirm: 'Haluatko perua suostumuksesi tälle sivustolle?',
    withdrawYes: 'Kyllä, peru',
    cancel: 'Peruuta',
  },
  data: {
    heading: 'Tietosi',
    intro: 'Lataa kaikki sinusta tallennetut tiedot JSON-tiedostona.',
    download: 'Lataa tietoni',
  },
  delete: {
    heading: 'Poista tili',
    intro:
      'Nimesi, sähköpostiosoitteesi, puhelinnumerosi ja henkilötunnuksesi poistetaan, ja sinut kirjataan ulos.',
    open: 'Poista tilini',
    title: 'Haluatko poistaa tilisi?',
    kept: 'Nämä säilytetään ilman nimeäsi ja yhteystietojasi, koska laki vaatii: maksut ja varaukset (kirjanpitolaki) sekä vikailmoitukset (kiinteistön töiden aineisto).',
    password: 'Salasanasi',
    bankIdHint: 'Eikö sinulla ole salasanaa? Tunnistaudu uudelleen ja poista tili 15 minuutin kuluessa.',
    confirm: 'Poista tili',
    cancel: 'Peruuta',
    wrong: 'Salasana ei täsmää.',
    reauth: 'Tunnistaudu uudelleen ja yritä 15 minuutin kuluessa.',
    done: 'Tilisi on poistettu, ja sinut on kirjattu ulos.',
    keptRecord: '{{count}} säilytetty: {{kind}}',
    kinds: { payments: 'maksut', bookings: 'varaukset', cases: 'vikailmoitukset' },
  },
};
