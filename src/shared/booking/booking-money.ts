import { type CurrencyMarket, formatCurrency } from '../format/currency';

// Amounts in the booking flow travel as integers in minor units (öre, cents) end to end; only
// what a person reads is turned into currency units, here, by the shared number format.

/** "1 250 000 kr" from 125000000; cents appear only when there are any. */
export function formatMinorUnits(amount: number, market: CurrencyMarket): string {
  const decimals = amount % 100 === 0 ? 0 : 2;
  return formatCurrency(amount / 100, market, { decimals });
}
