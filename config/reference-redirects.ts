import type {Redirect} from './redirects';

/**
 * Linked contract-reference routes whose contract no longer exists under that name in the current
 * releases (Lockup v4.0, Flow v3.0, Airdrops v3.0), each sent to the page of the contract that took over its role.
 * Every other linked reference route is still a generated page. tests/unit/reference-redirects.test.ts checks
 * that all 55 previous routes resolve and that no redirect shadows a page or an alias.
 */
const RENAMED: Record<string, Record<string, string>> = {
  lockup: {
    // Admin rights moved to the Sablier Comptroller.
    'abstracts/abstract.Adminable': 'abstracts/abstract.Comptrollerable',
    'interfaces/interface.IAdminable': 'interfaces/interface.IComptrollerable',
    // The shared base became the state contract of the single SablierLockup.
    'abstracts/abstract.SablierLockupBase': 'abstracts/abstract.SablierLockupState',
    'interfaces/interface.ISablierLockupBase': 'interfaces/interface.ISablierLockupState',
    'libraries/library.Helpers': 'libraries/library.LockupHelpers',
    'libraries/library.VestingMath': 'libraries/library.LockupMath',
    // Broker fees were removed; the create parameters that carried the broker live in the Lockup namespace.
    'types/struct.Broker': 'types/library.Lockup',
  },
  flow: {
    'abstracts/abstract.Adminable': 'abstracts/abstract.Comptrollerable',
    'interfaces/interface.IAdminable': 'interfaces/interface.IComptrollerable',
    'abstracts/abstract.SablierFlowBase': 'abstracts/abstract.SablierFlowState',
    'interfaces/interface.ISablierFlowBase': 'interfaces/interface.ISablierFlowState',
    'libraries/library.Helpers': 'libraries/library.FlowHelpers',
    'types/struct.Broker': 'types/library.Flow',
  },
  airdrops: {
    // The single factory was split into one factory per campaign type, sharing one base.
    'contract.SablierMerkleFactory': 'abstracts/abstract.SablierFactoryMerkleBase',
    'interfaces/interface.ISablierMerkleFactory': 'interfaces/interface.ISablierFactoryMerkleBase',
    'types/library.MerkleFactory': 'types/library.MerkleBase',
  },
};

/**
 * The Comptroller's pages, published under a `utils` section named after its package
 * (`@sablier/evm-utils`), and this site under the contract's own name.
 */
const COMPTROLLER_MOVED: Record<string, string> = {
  '/reference/utils/contracts/contract.SablierComptroller': '/reference/comptroller/contracts/contract.SablierComptroller',
  '/reference/utils/contracts/interfaces/interface.ISablierComptroller':
    '/reference/comptroller/contracts/interfaces/interface.ISablierComptroller',
};

function build(): Redirect[] {
  const redirects: Redirect[] = Object.entries(COMPTROLLER_MOVED).map(([from, to]) => ({from, to}));
  for (const [protocol, pages] of Object.entries(RENAMED)) {
    for (const [from, to] of Object.entries(pages)) {
      redirects.push({from: `/reference/${protocol}/contracts/${from}`, to: `/reference/${protocol}/contracts/${to}`});
      // Every Lockup reference page is also linked under /contracts/v2/reference/.
      if (protocol === 'lockup') {
        redirects.push({from: `/contracts/v2/reference/contracts/${from}`, to: `/reference/${protocol}/contracts/${to}`});
      }
    }
  }
  return redirects.sort((a, b) => a.from.localeCompare(b.from));
}

export const REFERENCE_REDIRECTS: Redirect[] = build();

/** The linked contract-reference routes of the seed list, for the test that they all still resolve. */
export const PREVIOUS_REFERENCE_ROUTES: string[] = [
  ...[
    'contract.SablierLockup',
    'contract.SablierBatchLockup',
    'contract.LockupNFTDescriptor',
    'abstracts/abstract.Adminable',
    'abstracts/abstract.Batch',
    'abstracts/abstract.NoDelegateCall',
    'abstracts/abstract.SablierLockupBase',
    'interfaces/interface.IAdminable',
    'interfaces/interface.IBatch',
    'interfaces/interface.ILockupNFTDescriptor',
    'interfaces/interface.ISablierBatchLockup',
    'interfaces/interface.ISablierLockup',
    'interfaces/interface.ISablierLockupBase',
    'interfaces/interface.ISablierLockupRecipient',
    'libraries/library.Errors',
    'libraries/library.Helpers',
    'libraries/library.NFTSVG',
    'libraries/library.SVGElements',
    'libraries/library.VestingMath',
    'types/library.BatchLockup',
    'types/library.Lockup',
    'types/library.LockupDynamic',
    'types/library.LockupLinear',
    'types/library.LockupTranched',
    'types/struct.Broker',
  ].map((p) => `/reference/lockup/contracts/${p}`),
  ...[
    'contract.SablierFlow',
    'contract.FlowNFTDescriptor',
    'abstracts/abstract.Adminable',
    'abstracts/abstract.Batch',
    'abstracts/abstract.NoDelegateCall',
    'abstracts/abstract.SablierFlowBase',
    'interfaces/interface.IAdminable',
    'interfaces/interface.IBatch',
    'interfaces/interface.IFlowNFTDescriptor',
    'interfaces/interface.ISablierFlow',
    'interfaces/interface.ISablierFlowBase',
    'libraries/library.Errors',
    'libraries/library.Helpers',
    'types/library.Flow',
    'types/struct.Broker',
  ].map((p) => `/reference/flow/contracts/${p}`),
  ...[
    'contract.SablierMerkleFactory',
    'contract.SablierMerkleInstant',
    'contract.SablierMerkleLL',
    'contract.SablierMerkleLT',
    'abstracts/abstract.SablierMerkleBase',
    'interfaces/interface.ISablierMerkleBase',
    'interfaces/interface.ISablierMerkleFactory',
    'interfaces/interface.ISablierMerkleInstant',
    'interfaces/interface.ISablierMerkleLL',
    'interfaces/interface.ISablierMerkleLT',
    'libraries/library.Errors',
    'types/library.MerkleBase',
    'types/library.MerkleFactory',
    'types/library.MerkleLL',
    'types/library.MerkleLT',
  ].map((p) => `/reference/airdrops/contracts/${p}`),
];
