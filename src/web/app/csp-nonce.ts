// The page's Content-Security-Policy allows an inline <style> only with the response's nonce.
// Dialogs lock scrolling with a <style> element they insert at run time (react-remove-scroll,
// through get-nonce, which reads the global __webpack_nonce__), so that global gets the nonce
// the server put on <meta property="csp-nonce"> (the attribute is hidden; the property is not).
export function adoptCspNonce(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
