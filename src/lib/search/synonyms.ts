/**
 * Words readers use for what the pages call otherwise, searched as if the page's word had been typed too (as
 * Algolia's one-way synonyms do): "revoke a stream" finds "cancel". Keys and values are single lower-case words; a
 * synonym counts as the word itself when hits are ranked. Shared by the build (search quality test) and the browser.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  stop: ['cancel'],
  revoke: ['cancel'],
  terminate: ['cancel'],
  refund: ['cancel', 'refundable'],
  audited: ['audits', 'security'],
  audit: ['audits', 'security'],
  supported: ['chains'],
  networks: ['chains'],
  blockchains: ['chains'],
  addresses: ['deployments'],
  deployed: ['deployments'],
  salary: ['payments', 'flow'],
  salaries: ['payments', 'flow'],
  payroll: ['payments', 'flow'],
  notified: ['hooks'],
  notify: ['hooks'],
  callback: ['hooks'],
  eligible: ['merkle', 'proof'],
  unclaimed: ['clawback'],
  revert: ['errors'],
  reverts: ['errors'],
  reverted: ['errors'],
  schedule: ['shapes', 'vesting'],
  unlock: ['shapes', 'tranches'],
  insolvent: ['statuses'],
  paginate: ['pagination', 'skip'],
  ids: ['identifiers', 'deployments'],
  id: ['identifiers'],
  program: ['programs'],
  grant: ['vesting'],
  grants: ['vesting'],
  gas: ['fees'],
};
