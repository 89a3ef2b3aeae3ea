import { ConfigError } from './config-error';

// The payment providers' settings (SWISH_*, SVEA_CHECKOUT_*, NORDEA_*), read out of the parsed
// environment by env.ts. A provider is in use when its API URL is set.

export interface SwishConfig {
  apiUrl: string;
  payeeAlias: string;
  clientCertPath: string;
  clientKeyPath?: string;
  passphrase?: string;
  caCertPath?: string;
}

export interface SveaCheckoutConfig {
  apiUrl: string;
  merchantId: string;
  secret: string;
}

export interface NordeaConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  accessToken: string;
  creditorAccount: string;
  creditorName: string;
  clientCertPath?: string;
  clientKeyPath?: string;
}

export interface PaymentsConfig {
  swish?: SwishConfig;
  svea?: SveaCheckoutConfig;
  nordea?: NordeaConfig;
}

/** The environment variables the payment providers read. */
type PaymentSetting =
  | 'NORDEA_ACCESS_TOKEN'
  | 'NORDEA_API_URL'
  | 'NORDEA_CLIENT_CERT_PATH'
  | 'NORDEA_CLIENT_ID'
  | 'NORDEA_CLIENT_KEY_PATH'
  | 'NORDEA_CLIENT_SECRET'
  | 'NORDEA_CREDITOR_ACCOUNT'
  | 'NORDEA_CREDITOR_NAME'
  | 'SVEA_CHECKOUT_API_URL'
  | 'SVEA_CHECKOUT_MERCHANT_ID'
  | 'SVEA_CHECKOUT_SECRET'
  | 'SWISH_API_URL'
  | 'SWISH_CA_CERT_PATH'
  | 'SWISH_CLIENT_CERT_PASSPHRASE'
  | 'SWISH_CLIENT_CERT_PATH'
  | 'SWISH_CLIENT_KEY_PATH'
  | 'SWISH_PAYEE_ALIAS';
type PaymentEnv = Partial<Record<PaymentSetting, string>>;

/** Each provider is configured whole or not at all: a half-set one stops the start, naming what is missing. */
export function paymentsConfig(env: PaymentEnv): PaymentsConfig {
  const missing: string[] = [];
  const urlSetting = {
    SWISH: 'SWISH_API_URL',
    SVEA: 'SVEA_CHECKOUT_API_URL',
    NORDEA: 'NORDEA_API_URL',
  } as const;
  const need = (name: PaymentSetting, value: string | undefined): string => {
    const provider = name.split('_')[0] as keyof typeof urlSetting;
    if (!value) missing.push(`  ${name}: required when ${urlSetting[provider]} is set`);
    return value ?? '';
  };
  const swish = env.SWISH_API_URL
    ? {
        apiUrl: env.SWISH_API_URL,
        payeeAlias: need('SWISH_PAYEE_ALIAS', env.SWISH_PAYEE_ALIAS),
        clientCertPath: need('SWISH_CLIENT_CERT_PATH', env.SWISH_CLIENT_CERT_PATH),
        clientKeyPath: env.SWISH_CLIENT_KEY_PATH,
        passphrase: env.SWISH_CLIENT_CERT_PASSPHRASE,
        caCertPath: env.SWISH_CA_CERT_PATH,
      }
    : undefined;
  const svea = env.SVEA_CHECKOUT_API_URL
    ? {
        apiUrl: env.SVEA_CHECKOUT_API_URL,
        merchantId: need('SVEA_CHECKOUT_MERCHANT_ID', env.SVEA_CHECKOUT_MERCHANT_ID),
        secret: need('SVEA_CHECKOUT_SECRET', env.SVEA_CHECKOUT_SECRET),
      }
    : undefined;
  const nordea = env.NORDEA_API_URL
    ? {
        apiUrl: env.NORDEA_API_URL,
        clientId: need('NORDEA_CLIENT_ID', env.NORDEA_CLIENT_ID),
        clientSecret: need('NORDEA_CLIENT_SECRET', env.NORDEA_CLIENT_SECRET),
        accessToken: need('NORDEA_ACCESS_TOKEN', env.NORDEA_ACCESS_TOKEN),
        creditorAccount: need('NORDEA_CREDITOR_ACCOUNT', env.NORDEA_CREDITOR_ACCOUNT),
        creditorName: need('NORDEA_CREDITOR_NAME', env.NORDEA_CREDITOR_NAME),
        clientCertPath: env.NORDEA_CLIENT_CERT_PATH,
        clientKeyPath: env.NORDEA_CLIENT_KEY_PATH,
      }
    : undefined;
  if (missing.length > 0) throw new ConfigError(`Invalid environment configuration:\n${missing.join('\n')}`);
  return { swish, svea, nordea };
}
