// Checksums of the national identity numbers the e-ident brokers deliver: the Norwegian
// fødselsnummer (11 digits, two mod-11 control digits) and the Finnish henkilötunnus
// (DDMMYY, century sign, individual number, checksum character).

const NO_WEIGHTS_1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NO_WEIGHTS_2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11Control(digits: number[], weights: number[]): number | null {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const control = 11 - (sum % 11);
  if (control === 11) return 0;
  return control === 10 ? null : control;
}

/** The two control digits of a Norwegian number's first nine digits; null when no valid pair exists. */
export function norwegianControlDigits(firstNine: string): string | null {
  if (!/^\d{9}$/.test(firstNine)) return null;
  const digits = [...firstNine].map(Number);
  const first = mod11Control(digits, NO_WEIGHTS_1);
  if (first === null) return null;
  const second = mod11Control([...digits, first], NO_WEIGHTS_2);
  return second === null ? null : `${first}${second}`;
}

export function isValidNorwegianNationalId(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  return norwegianControlDigits(value.slice(0, 9)) === value.slice(9);
}

const FI_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
// '+' 1800s; '-' and Y X W V U 1900s; A B C D E F 2000s (the extra signs since 2023).
const FI_HETU = /^(\d{6})([-+ABCDEFYXWVU])(\d{3})([0-9A-Y])$/;

/** The checksum character of DDMMYY and the three-digit individual number. */
export function finnishCheckCharacter(birthDigits: string, individualNumber: string): string {
  return FI_CHECK_CHARACTERS[Number(`${birthDigits}${individualNumber}`) % 31] ?? '';
}

export function isValidFinnishNationalId(value: string): boolean {
  const match = FI_HETU.exec(value.toUpperCase());
  if (!match) return false;
  const [, birthDigits = '', , individualNumber = '', check] = match;
  return finnishCheckCharacter(birthDigits, individualNumber) === check;
}

export function isValidNationalId(country: 'NO' | 'FI', value: string): boolean {
  return country === 'NO' ? isValidNorwegianNationalId(value) : isValidFinnishNationalId(value);
}
