import { z } from 'zod';
import { payerPhoneSchema } from '../../../shared/payments/payment-contracts';
import { useBookingPaymentTranslation } from '../../i18n/booking-payment-texts';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './booking-payment.module.css';

// Swish: e-commerce (the payer's number: the request waits in the app on that phone) or
// m-commerce (the Swish app on this device, or its QR code). On a phone the app comes first.
const schema = z.object({ phoneNumber: payerPhoneSchema });

interface Props {
  mobile: boolean;
  busy: boolean;
  onPhone: (phoneNumber: string) => void;
  onThisDevice: () => void;
}

export function SwishForm({ mobile, busy, onPhone, onThisDevice }: Props) {
  const { t } = useBookingPaymentTranslation();
  const form = useZodForm(schema, { defaultValues: { phoneNumber: '' } });
  const thisDevice = (
    <button
      type="button"
      className={mobile ? styles.primary : styles.secondary}
      disabled={busy}
      onClick={onThisDevice}
    >
      {mobile ? t('thisDevice') : t('openApp')}
    </button>
  );
  return (
    <div className={styles.modalBody}>
      {mobile && thisDevice}
      <ZodForm form={form} onValid={(values) => onPhone(values.phoneNumber)} className={styles.modalBody}>
        <TextField
          name="phoneNumber"
          label={t('phoneLabel')}
          hint={t('phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <div className={styles.nav}>
          <button type="submit" className={mobile ? styles.secondary : styles.primary} disabled={busy}>
            {t('payOnPhone')}
          </button>
          {!mobile && thisDevice}
        </div>
      </ZodForm>
    </div>
  );
}
