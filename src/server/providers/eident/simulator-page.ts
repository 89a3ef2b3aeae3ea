import { escapeHtml } from '../../escape-html';
import { simulatorPrefix } from './simulator';
import type { EidentCountry, SimulatedIdentity } from './test-identities';

// The simulator's login page: a plain server-rendered form (no scripts), labelled fields,
// keyboard-usable, visible focus. It stands in for the broker's own page, so it is English.
// Its styles are served at {prefix}/login.css: the CSP allows no inline <style> without a nonce.

export const SIMULATOR_PAGE_STYLES = `
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  fieldset { border: 1px solid #767676; padding: 1rem; margin: 0 0 1rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { padding: 0.5rem 0; }
  label, input[type=radio] { cursor: pointer; }
  input[type=text] { font-size: 1rem; padding: 0.5rem; width: 100%; box-sizing: border-box; }
  button { font-size: 1rem; padding: 0.75rem 1.5rem; margin-right: 0.5rem; min-height: 44px; }
  :focus-visible { outline: 3px solid #005fcc; outline-offset: 2px; }
  .claim { color: #4a4a4a; }
  .error { color: #b00020; font-weight: bold; }
`;

const COUNTRY_NAMES: Readonly<Record<EidentCountry, string>> = { NO: 'Norwegian', FI: 'Finnish' };

export interface LoginPageInput {
  country: EidentCountry;
  action: string;
  identities: readonly SimulatedIdentity[];
  typedNationalId?: string;
  error?: string;
}

export function renderSimulatorLoginPage(input: LoginPageInput): string {
  const countryName = COUNTRY_NAMES[input.country];
  const idName =
    input.country === 'NO' ? 'national identity number (11 digits)' : 'henkilötunnus (e.g. 131052-308T)';
  const options = input.identities
    .map(
      (identity, index) => `
        <li>
          <input type="radio" name="nationalId" id="identity-${index}" value="${escapeHtml(identity.nationalId)}"${index === 0 ? ' checked' : ''}>
          <label for="identity-${index}">${escapeHtml(`${identity.givenName} ${identity.familyName}`)}, ${escapeHtml(identity.nationalId)} <span class="claim">(claim ${identity.claim})</span></label>
        </li>`,
    )
    .join('');
  const error = input.error
    ? `<p id="typed-error" class="error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${countryName} e-ident simulator: log in</title>
<link rel="stylesheet" href="${simulatorPrefix(input.country)}/login.css">
</head>
<body>
<main>
  <h1>${countryName} e-ident simulator</h1>
  <p>A stand-in for the identity broker, for local, dev and test environments only. Choose who to log in as.</p>
  <form method="post" action="${escapeHtml(input.action)}">
    <fieldset>
      <legend>Test identity</legend>
      <ul>${options}</ul>
    </fieldset>
    <p>
      <label for="typed-national-id">Or type a ${idName}</label>
      <input type="text" id="typed-national-id" name="typedNationalId" autocomplete="off" value="${escapeHtml(input.typedNationalId ?? '')}"${input.error ? ' aria-invalid="true" aria-describedby="typed-error"' : ''}>
    </p>
    ${error}
    <button type="submit" name="decision" value="login">Log in</button>
    <button type="submit" name="decision" value="cancel">Cancel</button>
  </form>
</main>
</body>
</html>`;
}
