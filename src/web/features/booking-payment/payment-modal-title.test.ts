import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_TEXTS } from '../../i18n/booking-payment-texts';

// Issue 33 item 15: the payment dialog's title names the method inside a sentence ("Betala med
// kort"), not as the label it is in the list of methods ("Kort").

const titleOf = (locale: keyof typeof BOOKING_PAYMENT_TEXTS, method: 'swish' | 'card' | 'bank') => {
  const texts = BOOKING_PAYMENT_TEXTS[locale];
  return texts.modalTitle.replace('{{method}}', texts.methodsInSentence[method]);
};

describe('the payment dialog’s title', () => {
  it('reads as a sentence in every language', () => {
    expect(titleOf('sv', 'card')).toBe('Betala med kort');
    expect(titleOf('sv', 'bank')).toBe('Betala med banköverföring');
    expect(titleOf('no', 'card')).toBe('Betal med kort');
    expect(titleOf('en', 'card')).toBe('Pay with card');
    expect(titleOf('sv', 'swish')).toBe('Betala med Swish');
  });
});
