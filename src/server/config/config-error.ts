/** A setting of the environment is missing or wrong; main.ts prints the message and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
