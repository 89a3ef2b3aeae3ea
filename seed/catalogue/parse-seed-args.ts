// Command-line options of `npm run seed` / `npm run db:reset`: `--objects 20000` or
// `--objects=20000` sets the number of homes in the residence catalogue.

export interface SeedArguments {
  objects?: number;
}

export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const result: SeedArguments = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument !== '--objects' && !argument.startsWith('--objects=')) continue;
    const inline = argument.includes('=');
    const value = inline ? argument.slice(argument.indexOf('=') + 1) : argv[index + 1];
    if (!inline) index += 1;
    const objects = Number(value);
    if (!value || !Number.isInteger(objects) || objects < 0) {
      throw new Error(`--objects needs a whole number of homes, got "${value ?? ''}"`);
    }
    result.objects = objects;
  }
  return result;
}
