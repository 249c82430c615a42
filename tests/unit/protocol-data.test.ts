import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {ERRORS_DATA_FILE, generateReference} from '../../plugins/contract-reference/generate';
import {copyCsvTemplates} from '../../plugins/protocol-data';
import {generateSolanaReference, SOLANA_ERRORS_FILE} from '../../plugins/solana-reference/generate';
import {SITE_DIR} from '../../plugins/protocol-data/registry';
import remarkProtocolData, {DATA_COMPONENTS} from '../../plugins/protocol-data/remark';
import {narrowToProduct, PRODUCT_VIEWS, packageProtocolOf} from '../../plugins/protocol-data/products';
import {requireProp, validateReleaseProps} from '../../plugins/protocol-data/validate';
import type {ReleaseDeployments} from '../../src/lib/protocol-data-types';
import {currentVersion} from '../../plugins/lib/sdk';
import {codeTextOf} from '../../src/lib/prism/staticHtml';

const known = {lockup: ['v4.0', 'v3.0'], flow: ['v3.0']};
const use = (props: Record<string, string | undefined>, component = 'DeploymentTable') => ({
  page: 'docs/guides/lockup/deployments.mdx',
  component,
  props,
});

describe('validateReleaseProps', () => {
  it('accepts a known protocol and release', () => {
    assert.deepEqual(validateReleaseProps(use({protocol: 'lockup', release: 'v3.0'}), known, true), {
      protocol: 'lockup',
      release: 'v3.0',
    });
    assert.deepEqual(validateReleaseProps(use({protocol: 'flow'}), known, false), {protocol: 'flow'});
  });

  it('names the page and the value of an unknown protocol', () => {
    assert.throws(
      () => validateReleaseProps(use({protocol: 'lokup', release: 'v4.0'}), known, true),
      (e: Error) =>
        e.message.includes('docs/guides/lockup/deployments.mdx') &&
        e.message.includes('unknown protocol "lokup"') &&
        e.message.includes('known: lockup, flow'),
    );
  });

  it('names the page and the value of an unknown release', () => {
    assert.throws(
      () => validateReleaseProps(use({protocol: 'flow', release: 'v4.0'}), known, true),
      /docs\/guides\/lockup\/deployments\.mdx: <DeploymentTable> has unknown release "v4\.0" for protocol "flow" \(known: v3\.0\)/,
    );
  });

  it('requires literal string props', () => {
    assert.throws(() => requireProp(use({}), 'release'), /needs a release="\.\.\." prop/);
    assert.throws(() => requireProp(use({release: undefined}), 'release'), /must be a plain string/);
  });
});

/** Compiles an MDX page with the remark plugin, as the docs plugin does. */
async function compilePage(mdx: string, page = 'docs/guides/x/page.mdx'): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  const out = await compile({value: mdx, path: path.join(SITE_DIR, page)}, {remarkPlugins: [remarkProtocolData]});
  return String(out);
}

/** The constants the plugin emitted, parsed back. */
function pageData(js: string): unknown[] {
  return [...js.matchAll(/const __pageData\d+ = JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(JSON.parse(m[1] as string)));
}

describe('remark plugin', () => {
  // The error components read the contract-reference output, which a fresh clone does not have before its first build.
  before(() => {
    if (!fs.existsSync(path.join(SITE_DIR, ERRORS_DATA_FILE))) generateReference(SITE_DIR);
    if (!fs.existsSync(path.join(SITE_DIR, SOLANA_ERRORS_FILE))) generateSolanaReference(SITE_DIR);
  });

  it('finds a data component by its import, under any local name, and adds only its slice', async () => {
    const js = await compilePage(
      `import Table from '@site/src/components/DeploymentTable';\n\n<Table protocol="lockup" release="v3.0" />\n`,
    );
    const [data, ...rest] = pageData(js) as ReleaseDeployments[];
    assert.equal(rest.length, 0);
    assert.equal(data?.version, 'v3.0');
    assert.ok((data?.chains.length ?? 0) > 0);
    assert.match(js, /data: __pageData0/);
  });

  it('resolves relative imports and named exports', async () => {
    const js = await compilePage(
      `import {ChainList as Chains} from '../../../src/components/EndpointTable';\n\n<Chains chains="envio" />\n`,
    );
    assert.ok(Array.isArray(pageData(js)[0]));
  });

  it('treats a missing release and release="current" as the latest release', async () => {
    for (const mdx of ['<DeploymentTable protocol="flow" />', '<DeploymentTable protocol="flow" release="current" />']) {
      const js = await compilePage(`import DeploymentTable from '@site/src/components/DeploymentTable';\n\n${mdx}\n`);
      const data = pageData(js)[0] as ReleaseDeployments;
      assert.equal(data.version, currentVersion('flow'));
      assert.equal(data.isLatest, true);
    }
  });

  it('reads Bob v1.0, and Escrow as the bob release narrowed to SablierEscrow', async () => {
    const bob = pageData(
      await compilePage(`import DeploymentTable from '@site/src/components/DeploymentTable';\n\n<DeploymentTable protocol="bob" />\n`),
    )[0] as ReleaseDeployments;
    assert.equal(bob.version, 'v1.0');
    assert.deepEqual(
      bob.chains.map((c) => c.chainId),
      [1, 11155111],
    );
    assert.deepEqual(
      bob.chains[0]?.contracts.map((c) => c.name),
      ['SablierBob', 'SablierLidoAdapter', 'SablierEscrow'],
    );
    const escrow = pageData(
      await compilePage(`import DeploymentTable from '@site/src/components/DeploymentTable';\n\n<DeploymentTable protocol="escrow" />\n`),
    )[0] as ReleaseDeployments;
    assert.equal(escrow.protocol, 'bob');
    assert.deepEqual(
      escrow.chains.map((c) => c.contracts.map((x) => `${c.chainId}:${x.name}:${x.address}`)),
      [
        ['1:SablierEscrow:0xe1662e09e68b700A0C17F17BD08445EC1de0d206'],
        ['11155111:SablierEscrow:0x98bB3Ed39028f3882e2C4B054F3DD4E7b1Fefd93'],
      ],
    );
    const address = pageData(
      await compilePage(
        `import ContractAddress from '@site/src/components/ContractAddress';\n\n<ContractAddress protocol="escrow" chainId="1" contract="SablierEscrow" />\n`,
      ),
    )[0] as {address: string};
    assert.equal(address.address, '0xe1662e09e68b700A0C17F17BD08445EC1de0d206');
    await assert.rejects(
      compilePage(
        `import ContractAddress from '@site/src/components/ContractAddress';\n\n<ContractAddress protocol="escrow" chainId="1" contract="SablierBob" />\n`,
      ),
      /<ContractAddress> contract "SablierBob" is not one of SablierEscrow/,
    );
    await assert.rejects(
      compilePage(
        `import DeploymentTable from '@site/src/components/DeploymentTable';\n\n<DeploymentTable protocol="escrow" release="v2.0" />\n`,
      ),
      /unknown release "v2\.0" for protocol "escrow"/,
    );
  });

  it('narrows a release to a product, and fails when the release deploys none of its contracts', () => {
    const release: ReleaseDeployments = {
      protocol: 'bob',
      version: 'v1.0',
      isLatest: true,
      chains: [
        {
          chainId: 1,
          chainName: 'Ethereum',
          slug: 'ethereum',
          isTestnet: false,
          isSupportedByUI: true,
          explorerName: 'Etherscan',
          contracts: [
            {name: 'SablierBob', address: '0x1', explorerUrl: 'x'},
            {name: 'SablierEscrow', address: '0x2', explorerUrl: 'y'},
          ],
        },
        {
          chainId: 2,
          chainName: 'Other',
          slug: 'other',
          isTestnet: false,
          isSupportedByUI: false,
          explorerName: 'E',
          contracts: [{name: 'SablierBob', address: '0x3', explorerUrl: 'z'}],
        },
      ],
    };
    assert.equal(narrowToProduct(release, undefined), release);
    const escrow = narrowToProduct(release, PRODUCT_VIEWS.escrow);
    assert.deepEqual(
      escrow.chains.map((c) => [c.chainId, c.contracts.map((x) => x.name)]),
      [[1, ['SablierEscrow']]],
    );
    assert.equal(packageProtocolOf('escrow'), 'bob');
    assert.equal(packageProtocolOf('flow'), 'flow');
    assert.throws(() => narrowToProduct(release, {protocol: 'bob', contracts: ['Nothing']}), /bob v1\.0 deploys none of Nothing/);
  });

  it('emits identical data once per page; the error decoder takes none (it loads its list on use)', async () => {
    const js = await compilePage(
      `import ErrorDecoder from '@site/src/components/ErrorDecoder';\nimport ErrorTable from '@site/src/components/ErrorTable';\n\n<ErrorDecoder />\n\n<ErrorTable protocol="lockup" />\n<ErrorTable protocol="lockup" />\n<ErrorTable protocol="flow" />\n`,
    );
    const data = pageData(js) as {contract: string; rows: {signature: string}[]}[][];
    assert.equal(data.length, 2);
    assert.ok(data[0]?.some((c) => c.contract === 'SablierLockup' && c.rows.length > 0));
  });

  it('cuts Solidity excerpts at build time and puts values in prose', async () => {
    const js = await compilePage(
      `import SolidityExcerpt from '@site/src/components/SolidityExcerpt';\nimport Value from '@site/src/components/Value';\n\n<SolidityExcerpt file="lockup/StreamManagement.sol" declaration="withdrawMax" />\n\nUses <Value of="package:@sablier/lockup" />.\n`,
    );
    const [excerpt, version] = pageData(js) as [{html: string}, string];
    // Highlighted at build time: the lines as HTML, their text the excerpt.
    assert.match(excerpt.html, /<span class="token keyword">function<\/span>/);
    const code = codeTextOf(excerpt.html);
    assert.match(code, /function withdrawMax\(/);
    assert.doesNotMatch(code, /function withdrawMultiple\(/);
    const pkg = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'node_modules/@sablier/lockup/package.json'), 'utf8')) as {version: string};
    assert.equal(version, `@sablier/lockup@${pkg.version}`);
  });

  it('ignores components that take no build-time data', async () => {
    const js = await compilePage(`import StreamChart from '@site/src/components/StreamChart';\n\n<StreamChart shape="linear" />\n`);
    assert.deepEqual(pageData(js), []);
  });

  it('stops on bad props and on data imports, naming the page', async () => {
    const page = 'docs/guides/flow/deployments.mdx';
    await assert.rejects(
      compilePage(
        `import DeploymentTable from '@site/src/components/DeploymentTable';\n\n<DeploymentTable protocol="flow" release="v0.9" />\n`,
        page,
      ),
      /docs\/guides\/flow\/deployments\.mdx: <DeploymentTable> has unknown release "v0\.9" for protocol "flow"/,
    );
    await assert.rejects(
      compilePage(`import CsvTemplates from '@site/src/components/CsvTemplates';\n\n<CsvTemplates group="nope" />\n`, page),
      /deployments\.mdx: <CsvTemplates> has unknown group "nope"/,
    );
    await assert.rejects(
      compilePage(
        `import DeploymentTable from '@site/src/components/DeploymentTable';\n\n<DeploymentTable protocol="flow" data={{}} />\n`,
        page,
      ),
      /gets its data prop from the build/,
    );
    for (const source of [
      'sablier',
      '@site/src/data/indexers',
      '@site/src/generated/reference-errors.json',
      '@site/examples/lockup/StreamManagement.sol?raw',
    ]) {
      await assert.rejects(
        compilePage(`import x from '${source}';\n\n{x}\n`, page),
        /deployments\.mdx imports .* pages get data through the data components/,
        source,
      );
    }
  });

  it('has a data function for every registered component module', () => {
    for (const key of Object.keys(DATA_COMPONENTS)) {
      const dir = key.replace('@site/', '').replace(/#.*$/, '');
      assert.ok(fs.existsSync(path.join(SITE_DIR, dir, 'index.tsx')), `${key}: no component at ${dir}/index.tsx`);
    }
  });
});

describe('chain data', () => {
  it('gives the chains page every chain and the counts its prose shows', () => {
    const chains = DATA_COMPONENTS['@site/src/components/ChainTable']?.(use({}, 'ChainTable')) as {isTestnet: boolean}[];
    const value = (of: string) => DATA_COMPONENTS['@site/src/components/Value']?.(use({of}, 'Value'));
    assert.equal(value('chain-count:all'), String(chains.length));
    assert.equal(value('chain-count:mainnet'), String(chains.filter((c) => !c.isTestnet).length));
    assert.equal(value('chain-count:testnet'), String(chains.filter((c) => c.isTestnet).length));
    assert.ok(chains.some((c) => c.isTestnet) && chains.some((c) => !c.isTestnet));
    assert.throws(() => value('chain-count:devnet'), /all, mainnet or testnet/);
  });
});

describe('copyCsvTemplates', () => {
  it('copies every CSV template into the output folder', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-'));
    try {
      const copied = copyCsvTemplates(out);
      assert.equal(copied.length, 27);
      assert.ok(fs.existsSync(path.join(out, 'csv-templates/evm/flow/stream.csv')));
      assert.ok(copied.every((f) => f.endsWith('.csv')));
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });
});
