// Checksums of the personal identity numbers the portal meets: Swedish personnummer (Luhn),
// Norwegian fødselsnummer (two mod-11 control digits) and Finnish henkilötunnus (mod 31).

/** 12-digit Swedish personal number YYYYMMDDNNNC; C is the Luhn digit over the last 10 digits before it. */
export function isValidSwedishPersonalNumber(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  return luhnDigit(value.slice(2, 11)) === Number(value[11]);
}

export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

const NO_WEIGHTS_1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NO_WEIGHTS_2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11(digits: string, weights: number[]): number | null {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const control = 11 - (sum % 11);
  if (control === 11) return 0;
  return control === 10 ? null : control;
}

/** The two control digits of a Norwegian national id's first nine digits, or null when none exist. */
export function norwegianControlDigits(firstNine: string): string | null {
  const first = mod11(firstNine, NO_WEIGHTS_1);
  if (first === null) return null;
  const second = mod11(`${firstNine}${first}`, NO_WEIGHTS_2);
  return second === null ? null : `${first}${second}`;
}

export function isValidNorwegianNationalId(value: string): boolean {
  return /^\d{11}$/.test(value) && norwegianControlDigits(value.slice(0, 9)) === value.slice(9);
}

const FI_CONTROL_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** The control character of a henkilötunnus from its date (DDMMYY) and individual number (ZZZ). */
export function finnishControlCharacter(ddmmyy: string, individual: string): string {
  return FI_CONTROL_CHARS[Number(`${ddmmyy}${individual}`) % 31] ?? '';
}

export function isValidFinnishNationalId(value: string): boolean {
  const match = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(value.toUpperCase());
  if (!match) return false;
  return finnishControlCharacter(match[1] ?? '', match[2] ?? '') === match[3];
}

export function isValidNationalId(country: 'NO' | 'FI', value: string): boolean {
  return country === 'NO' ? isValidNorwegianNationalId(value) : isValidFinnishNationalId(value);
}
