/**
 * The anchor of a contract's table on /reference/errors: `<protocol>-<contract>` (`bob-sablierescrow`). The `Errors`
 * library's would be `lockup-errors`, the id of the page's "Lockup errors" heading, so it takes `-library`.
 */
export function contractAnchor(protocol: string, contract: string): string {
  const id = `${protocol}-${contract.toLowerCase()}`;
  return id === `${protocol}-errors` ? `${id}-library` : id;
}
