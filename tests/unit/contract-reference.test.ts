import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {type AbiItem, abiSelector, canonicalSignature, readAbi, selectorOf} from '../../plugins/contract-reference/abi';
import {collectErrors, LIBRARY_ERRORS_FILE} from '../../plugins/contract-reference/errors';
import {AbiDataBuilder, BOB_SPEC, dataPagePath, loadAbiData, sourceOf} from '../../plugins/contract-reference/abi-data';
import {buildReference, type Reference} from '../../plugins/contract-reference/generate';
import {type Page, routeOf} from '../../plugins/contract-reference/model';
import {SolidityIndex} from '../../plugins/contract-reference/solidity';
import {SourcePageBuilder} from '../../plugins/contract-reference/sources';
import {COMPTROLLER_ONLY} from '../../plugins/contract-reference/render';
import {COMPTROLLER_RELEASE, CURRENT_RELEASES} from '../../src/config/releases';

const ROOT = path.resolve(__dirname, '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const ABI_ROOT = path.join(NODE_MODULES, 'sablier', 'abi');
const SNAPSHOTS = path.join(__dirname, '__snapshots__', 'contract-reference');
const UPDATE = process.env.UPDATE_SNAPSHOTS === '1';

let reference: Reference;
const fileOf = (page: Page) => routeOf(page);

before(() => {
  reference = buildReference({siteDir: ROOT});
});

/** The deployed contracts of the current releases: the sablier package's ABIs plus the NFT descriptors' artifacts. */
function currentAbis(): {protocol: string; contract: string; abi: AbiItem[]}[] {
  const out: {protocol: string; contract: string; abi: AbiItem[]}[] = [];
  for (const [protocol, release] of Object.entries(CURRENT_RELEASES)) {
    const dir = path.join(ABI_ROOT, protocol, release);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      out.push({protocol, contract: path.basename(file, '.json'), abi: readAbi(path.join(dir, file))});
    }
  }
  out.push({
    protocol: 'lockup',
    contract: 'LockupNFTDescriptor',
    abi: readAbi(path.join(NODE_MODULES, '@sablier/lockup/artifacts/LockupNFTDescriptor.json')),
  });
  out.push({
    protocol: 'comptroller',
    contract: 'SablierComptroller',
    abi: readAbi(path.join(ABI_ROOT, 'comptroller', COMPTROLLER_RELEASE, 'SablierComptroller.json')),
  });
  out.push({
    protocol: 'flow',
    contract: 'FlowNFTDescriptor',
    abi: readAbi(path.join(NODE_MODULES, '@sablier/flow/artifacts/FlowNFTDescriptor.json')),
  });
  return out;
}

describe('generated contract reference', () => {
  it('has the page set of the route scheme', () => {
    const routes = reference.pages.map(routeOf);
    assert.equal(reference.pages.filter((p) => p.protocol === 'lockup').length, 33);
    assert.equal(reference.pages.filter((p) => p.protocol === 'flow').length, 14);
    assert.equal(reference.pages.filter((p) => p.protocol === 'airdrops').length, 42);
    assert.equal(reference.pages.filter((p) => p.protocol === 'bob').length, 23);
    for (const route of [
      '/reference/lockup/contracts/contract.SablierLockup',
      '/reference/lockup/contracts/abstracts/abstract.SablierLockupState',
      '/reference/lockup/contracts/libraries/library.LockupMath',
      '/reference/lockup/contracts/types/library.LockupPriceGated',
      '/reference/flow/contracts/interfaces/interface.ISablierFlowState',
      '/reference/airdrops/contracts/types/enum.ClaimType',
      '/reference/airdrops/contracts/abstracts/abstract.SablierMerkleSignature',
      '/reference/bob/contracts/contract.SablierBob',
      '/reference/bob/contracts/contract.SablierEscrow',
      '/reference/bob/contracts/interfaces/external/interface.ICurveStETHPool',
      '/reference/bob/contracts/types/library.Escrow',
    ]) {
      assert.ok(routes.includes(route), route);
    }
  });

  it('documents every function, event and error of the current ABIs with an anchor and the right selector', () => {
    for (const {protocol, contract, abi} of currentAbis()) {
      const page = reference.pages.find((p) => p.protocol === protocol && p.name === contract);
      assert.ok(page, `${protocol}/${contract} has a page`);
      const markdown = reference.files.get(fileOf(page)) ?? '';
      const items = Object.values(page.sections).flat();
      for (const abiItem of abi.filter((i) => ['function', 'event', 'error'].includes(i.type))) {
        const signature = canonicalSignature(abiItem);
        const documented = items.find((i) => i.signature === signature && i.kind === abiItem.type);
        assert.ok(documented, `${contract}: ${abiItem.type} ${signature} is documented`);
        assert.equal(documented.selector, abiSelector(abiItem), `${contract}: selector of ${signature}`);
        assert.ok(documented.anchor, `${contract}: ${signature} has an anchor`);
        assert.ok(markdown.includes(`{#${documented.anchor}}`), `${contract}: heading #${documented.anchor} is rendered`);
        assert.ok(markdown.includes(`\`${documented.selector}\``), `${contract}: selector ${documented.selector} is rendered`);
      }
    }
  });

  it("documents each protocol's own file where two packages use the same name (Errors)", () => {
    for (const [protocol, prefix, foreign, pkg] of [
      ['lockup', 'SablierLockup', 'SablierFlow', '@sablier/lockup@'],
      ['flow', 'SablierFlow', 'SablierLockup', '@sablier/flow@'],
    ] as const) {
      const page = reference.pages.find((p) => p.protocol === protocol && p.path === 'libraries/library.Errors');
      assert.ok(page, `${protocol} Errors page`);
      const names = (page.sections.Errors ?? []).map((e) => e.name);
      assert.ok(
        names.some((n) => n.startsWith(`${prefix}_`)),
        `${protocol}: ${names.join(', ')}`,
      );
      // Neither the other protocol's errors nor evm-utils' (Comptroller, Comptrollerable) belong here.
      assert.ok(!names.some((n) => n.startsWith(foreign) || n.startsWith('SablierComptroller')), `${protocol}: ${names.join(', ')}`);
      assert.match(reference.files.get(fileOf(page)) ?? '', new RegExp(pkg.replace(/[/@]/g, '\\$&')));
    }
  });

  it('leaves out the Description column of parameter tables where no parameter is described', () => {
    for (const [file, md] of reference.files) {
      const tables = md.split('\n\n').filter((block) => block.includes('| Name | Type | Description |'));
      for (const t of tables) {
        const cells = t
          .split('\n')
          .slice(2)
          .map((row) => row.split('|').slice(1, -1)[2]?.trim() ?? '');
        assert.ok(
          cells.some((c) => c !== ''),
          `${file}: a table with an empty Description column`,
        );
      }
    }
  });

  it('renders the EIP-712 typed data of claimViaSig as a JSON code block', () => {
    const file = [...reference.files.entries()].find(([route]) => route.endsWith('/contract.SablierMerkleInstant'))?.[1] ?? '';
    const block = /```json\n([\s\S]*?)\n```/.exec(file)?.[1];
    assert.ok(block, 'no JSON block on the SablierMerkleInstant page');
    const typed = JSON.parse(block) as {primaryType: string; types: {Claim: {name: string}[]}; domain: {name: string}};
    assert.equal(typed.primaryType, 'Claim');
    assert.deepEqual(
      typed.types.Claim.map((f) => f.name),
      ['index', 'recipient', 'to', 'amount', 'validFrom'],
    );
    assert.equal(typed.domain.name, 'Sablier Airdrops Protocol');
  });

  it('links Bob pages to the bob folder of the monorepo, and shared evm-utils code to the utils folder', () => {
    const bob = reference.pages.find((p) => p.protocol === 'bob' && p.name === 'SablierBob');
    assert.equal(bob?.sourceUrl, 'https://github.com/sablier-labs/evm-monorepo/blob/main/bob/src/SablierBob.sol');
    const comptrollerable = reference.pages.find((p) => p.protocol === 'bob' && p.name === 'Comptrollerable');
    assert.equal(comptrollerable?.sourceLabel, 'utils/src/Comptrollerable.sol');
    assert.equal(
      sourceOf(BOB_SPEC, 'utils/src/Comptrollerable.sol').url,
      'https://github.com/sablier-labs/evm-monorepo/blob/main/utils/src/Comptrollerable.sol',
    );
    assert.equal(dataPagePath('interface', 'IWETH9', 'src/interfaces/external/IWETH9.sol'), 'interfaces/external/interface.IWETH9');
    assert.equal(dataPagePath('interface', 'ISablierBob', 'src/interfaces/ISablierBob.sol'), 'interfaces/interface.ISablierBob');
  });

  it("documents the Lido adapter's receive function, which its ABI lists", () => {
    const adapter = reference.pages.find((p) => p.protocol === 'bob' && p.name === 'SablierLidoAdapter');
    const functions = adapter?.sections.Functions ?? [];
    assert.deepEqual(
      functions.slice(0, 2).map((f) => f.kind),
      ['constructor', 'receive'],
    );
    assert.match(
      reference.files.get('/reference/bob/contracts/contract.SablierLidoAdapter') ?? '',
      /### receive \{#receive\}\n\n.+\n\n```solidity\nreceive\(\) external payable/,
    );
  });

  it('links every Bob and Escrow error of the error table to the page that documents it', () => {
    const bob = reference.errors.flatMap((e) => e.locations.filter((l) => l.protocol === 'bob').map((l) => ({name: e.name, href: l.href})));
    assert.ok(bob.length >= 60, `${bob.length} Bob locations`);
    assert.deepEqual(
      bob.filter((l) => !l.href),
      [],
    );
    const escrow = reference.errors.find((e) => e.name === 'SablierEscrow_CallerNotAuthorized');
    assert.match(
      escrow?.locations[0]?.href ?? '',
      /^\/reference\/bob\/contracts\/contract\.SablierEscrow#sablierescrow_callernotauthorized$/,
    );
  });

  it('links each generated page to its source at the tag of the installed release', () => {
    const lockup = reference.pages.find((p) => p.protocol === 'lockup' && p.name === 'SablierLockup');
    assert.equal(lockup?.sourceUrl, 'https://github.com/sablier-labs/evm-monorepo/blob/lockup@v4.0.1/lockup/src/SablierLockup.sol');
    assert.match(lockup?.sourceLabel ?? '', /^@sablier\/lockup@4\.0\.1\//);
  });

  it('lists the errors that only the Errors libraries declare, such as the Lockup creation checks', () => {
    const helpers = reference.errors.filter((e) => e.name.startsWith('SablierLockupHelpers_'));
    // LockupHelpers reverts with these during stream creation; no contract ABI contains them.
    assert.equal(helpers.length, 21);
    const targetTooLow = reference.errors.find((e) => e.name === 'SablierLockup_TargetPriceTooLow');
    assert.ok(targetTooLow);
    assert.equal(targetTooLow.selector, abiSelector({type: 'error', name: 'SablierLockup_TargetPriceTooLow', inputs: targetTooLow.inputs}));
    assert.deepEqual(targetTooLow.inputs, [
      {name: 'targetPrice', type: 'uint128'},
      {name: 'latestPrice', type: 'uint128'},
    ]);
    assert.deepEqual(targetTooLow.locations, [
      {
        protocol: 'lockup',
        contract: 'Errors',
        releases: ['v4.0'],
        href: '/reference/lockup/contracts/libraries/library.Errors#sablierlockup_targetpricetoolow',
      },
    ]);
    // An error a contract ABI already lists keeps only its contract location.
    const overdraw = reference.errors.find((e) => e.name === 'SablierLockup_Overdraw');
    assert.ok(overdraw && !overdraw.locations.some((l) => l.contract === 'Errors'));
  });

  it('lists the errors of the Helpers library of Lockup v2.0 and v3.0, which no ABI or installed package has', () => {
    const helpers = reference.errors.filter((e) => e.name.startsWith('SablierHelpers_'));
    // 22 thrown by the v2.0 library, 20 by the v3.0 one; 19 are common to both.
    assert.equal(helpers.length, 23);
    for (const e of helpers) {
      assert.deepEqual(
        e.locations.map((l) => [l.protocol, l.contract, l.href]),
        [['lockup', 'Helpers', undefined]],
        e.name,
      );
      // Selectors from the keccak of the canonical signature, independently of the builder's ABI path.
      assert.equal(e.selector, selectorOf(e.signature, 'error'), e.signature);
    }
    const releasesOf = (release: string) => helpers.filter((e) => e.locations[0]?.releases.includes(release)).length;
    assert.equal(releasesOf('v2.0'), 22);
    assert.equal(releasesOf('v3.0'), 20);
    const pinned = Object.fromEntries(helpers.map((e) => [e.signature, [e.selector, e.locations[0]?.releases.join(', ')]]));
    assert.deepEqual(pinned['SablierHelpers_StartTimeZero()'], ['0x7e6f7a80', 'v2.0, v3.0']);
    assert.deepEqual(pinned['SablierHelpers_StartTimeNotLessThanEndTime(uint40,uint40)'], ['0x05171143', 'v2.0, v3.0']);
    assert.deepEqual(pinned['SablierHelpers_BrokerFeeTooHigh(uint256,uint256)'], ['0x902d95c6', 'v2.0']);
    assert.deepEqual(pinned['SablierHelpers_SegmentCountTooHigh(uint256)'], ['0x370feb36', 'v2.0']);
    assert.deepEqual(pinned['SablierHelpers_CreateNativeToken(address)'], ['0xbacd8376', 'v3.0']);
    const unlock = helpers.find((e) => e.name === 'SablierHelpers_UnlockAmountsSumTooHigh');
    assert.deepEqual(unlock?.inputs, [
      {name: 'depositAmount', type: 'uint128'},
      {name: 'startUnlockAmount', type: 'uint128'},
      {name: 'cliffUnlockAmount', type: 'uint128'},
    ]);
  });

  it('rejects a library error whose selector does not match its declaration, or a missing file', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'library-errors-'));
    const data = JSON.parse(fs.readFileSync(LIBRARY_ERRORS_FILE, 'utf8'));
    // A wrong parameter type changes the selector: uint40 where the library declares uint128.
    data.libraries[0].errors[2].error = 'SablierHelpers_CliffTimeZeroUnlockAmountNotZero(uint40 cliffUnlockAmount)';
    const wrong = path.join(tmp, 'library-errors.json');
    fs.writeFileSync(wrong, JSON.stringify(data));
    assert.throws(
      () => collectErrors(ABI_ROOT, CURRENT_RELEASES, [], wrong),
      (e: Error) => e.message.includes(wrong) && /has selector 0x[0-9a-f]{8}, not 0x543b8694/.test(e.message),
    );
    const missing = path.join(tmp, 'missing.json');
    assert.throws(
      () => collectErrors(ABI_ROOT, CURRENT_RELEASES, [], missing),
      (e: Error) => e.message.includes(missing),
    );
  });

  it('gives overloads and same-named members distinct anchors', () => {
    for (const page of reference.pages) {
      const anchors = Object.values(page.sections)
        .flat()
        .map((i) => i.anchor);
      assert.equal(new Set(anchors).size, anchors.length, `${page.name}: anchors are unique`);
    }
    const lockup = reference.pages.find((p) => p.name === 'SablierLockup');
    const safeTransfers = (lockup?.sections.Functions ?? []).filter((f) => f.name === 'safeTransferFrom');
    assert.equal(safeTransfers.length, 2);
    assert.notEqual(safeTransfers[0]?.anchor, safeTransfers[1]?.anchor);
  });

  it('renders safe Markdown: only ## and ### headings, internal links to generated pages and anchors', () => {
    const anchorsByRoute = new Map(
      reference.pages.map((p) => [
        routeOf(p),
        new Set(
          Object.values(p.sections)
            .flat()
            .map((i) => i.anchor),
        ),
      ]),
    );
    for (const [file, markdown] of reference.files) {
      const body = markdown.replace(/^---[\s\S]*?---\n/, '').replace(/```[\s\S]*?```/g, '');
      assert.doesNotMatch(body, /^#(?!#)|^#{5,}/m, `${file}: headings are ##, ### or ####`);
      let level = 1;
      for (const [, hashes] of body.matchAll(/^(#{2,4}) /gm)) {
        assert.ok((hashes as string).length <= level + 1, `${file}: no heading level is skipped`);
        level = (hashes as string).length;
      }
      for (const [, target] of body.matchAll(/\]\((\/reference\/[^)\s]+)\)/g)) {
        const [route, anchor] = (target as string).split('#') as [string, string | undefined];
        // A hand-written page (the Comptroller's access control): the build checks its anchors.
        if (fs.existsSync(path.join(ROOT, 'docs', `${route}.mdx`))) continue;
        assert.ok(anchorsByRoute.has(route), `${file}: link to ${route} resolves`);
        if (anchor) assert.ok(anchorsByRoute.get(route)?.has(anchor), `${file}: anchor ${target} exists`);
      }
    }
  });

  it("labels the members that OpenZeppelin declares and sets them apart from Sablier's own", () => {
    // Independently of the generator: the public functions of OpenZeppelin's ERC721 that no Sablier source redefines.
    const oz = fs.readFileSync(path.join(NODE_MODULES, '@openzeppelin/contracts/token/ERC721/ERC721.sol'), 'utf8');
    const sablier = ['@sablier/lockup/src', '@sablier/evm-utils/src']
      .flatMap((dir) =>
        fs.readdirSync(path.join(NODE_MODULES, dir), {recursive: true, encoding: 'utf8'}).map((f) => path.join(NODE_MODULES, dir, f)),
      )
      .filter((f) => f.endsWith('.sol') && !f.includes(`${path.sep}mocks${path.sep}`))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const expected = new Set(
      [...oz.matchAll(/function (\w+)\([^)]*\) (?:public|external)/g)]
        .map((m) => m[1] as string)
        .filter((name) => !new RegExp(`function ${name}\\(`).test(sablier)),
    );
    assert.ok(expected.has('approve') && expected.has('balanceOf') && !expected.has('tokenURI'));
    const lockup = reference.pages.find((p) => p.protocol === 'lockup' && p.name === 'SablierLockup');
    const labelled = new Set((lockup?.sections.Functions ?? []).filter((f) => f.inherited).map((f) => f.name));
    assert.deepEqual([...labelled].sort(), [...expected].sort());
    const md = reference.files.get('/reference/lockup/contracts/contract.SablierLockup') ?? '';
    const group = md.indexOf('### Functions inherited from OpenZeppelin');
    assert.ok(group > md.indexOf('### withdrawMultiple '), "inherited functions come after Sablier's own");
    assert.match(md.slice(group), /^#### approve \{#approve\}\n\n_Inherited from OpenZeppelin's `ERC721`\._$/m);
    // Every labelled member on every page, and only those, sits under an "inherited from" group.
    for (const page of reference.pages) {
      const text = reference.files.get(routeOf(page)) ?? '';
      for (const it of Object.values(page.sections).flat()) {
        const at = text.indexOf(`{#${it.anchor}}`);
        const before = text.slice(0, at);
        const lastGroup = before.lastIndexOf('\n### ');
        const underInherited = lastGroup !== -1 && / inherited from /.test(before.slice(lastGroup, before.indexOf('\n', lastGroup + 1)));
        assert.equal(underInherited && /\n#### [^\n]*$/.test(before), Boolean(it.inherited), `${page.name}: ${it.name}`);
      }
    }
    // Sablier's own errors are never labelled inherited, Airdrops' third-party errors are.
    const vca = reference.files.get('/reference/airdrops/contracts/contract.SablierMerkleVCA') ?? '';
    assert.match(vca, /#### SafeERC20FailedOperation \{#safeerc20failedoperation\}\n\n_Inherited from OpenZeppelin's `SafeERC20`\._/);
  });

  it('keeps tables of contents short: sections, external functions and one line per group', () => {
    for (const [route, markdown] of reference.files) {
      const toc = markdown
        .replace(/```[\s\S]*?```/g, '')
        .split('\n')
        .filter((l) => /^#{2,3} /.test(l));
      assert.ok(toc.length <= 75, `${route}: ${toc.length} entries in the table of contents`);
    }
    const lockup = reference.pages.find((p) => p.protocol === 'lockup' && p.name === 'SablierLockup');
    const md = reference.files.get('/reference/lockup/contracts/contract.SablierLockup') ?? '';
    const h3 = [...md.matchAll(/^### (.+?) \{#/gm)].map((m) => (m[1] as string).replace(/\\_/g, '_'));
    const external = (lockup?.sections.Functions ?? []).filter(
      (f) => !f.inherited && (f.kind === 'constructor' || f.visibility === 'external' || f.visibility === 'public'),
    );
    for (const f of external) assert.ok(h3.includes(f.name), `${f.name} is in the table of contents`);
    for (const error of lockup?.sections.Errors ?? []) assert.ok(!h3.includes(error.name), `${error.name} is one level down`);
    const errorsLibrary = reference.files.get('/reference/lockup/contracts/libraries/library.Errors') ?? '';
    assert.match(errorsLibrary, /^### `SablierLockupHelpers` errors \{#errors-sablierlockuphelpers-errors\}$/m);
  });

  it('knows every custom error that a hand-written page names, with the signature the page gives', () => {
    const byName = new Map(reference.errors.map((e) => [e.name, e]));
    const pages = fs
      .readdirSync(path.join(ROOT, 'docs'), {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => [f, fs.readFileSync(path.join(ROOT, 'docs', f), 'utf8')] as const);
    let mentions = 0;
    for (const [file, text] of pages) {
      for (const m of text.matchAll(
        /\b((?:Sablier[A-Za-z]*|Comptrollerable|Adminable|LockupNFTDescriptor|FlowNFTDescriptor)_[A-Za-z0-9]+)\b(\([a-z0-9,[\]]*\))?/g,
      )) {
        mentions++;
        const error = byName.get(m[1] as string);
        assert.ok(error, `${file}: ${m[1]} is a custom error of some release`);
        // Where a page writes the arguments out, as types they are the signature the ABI hashes; as names, the error's.
        if (m[2] && m[2] !== '()') {
          const parts = m[2].slice(1, -1).split(',');
          if (parts.every((t) => /^(u?int\d*|address|bool|bytes\d*|string)(\[\d*\])*$/.test(t))) {
            assert.equal(`${m[1]}${m[2]}`, error.signature, `${file}: signature of ${m[1]}`);
          } else {
            assert.deepEqual(
              parts,
              error.inputs.map((input) => input.name),
              `${file}: parameters of ${m[1]}`,
            );
          }
        }
      }
    }
    assert.ok(mentions > 100, `${mentions} error mentions found`);
  });

  it('describes every Airdrops member in full sentences', () => {
    const data = JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'data', 'airdrops-reference.json'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    const texts: [string, string][] = [];
    const meaning = (where: string, value: unknown) => {
      if (typeof value === 'string') texts.push([where, value.includes(' | ') ? value.slice(value.indexOf(' | ') + 3) : value]);
    };
    for (const [name, entry] of Object.entries(data)) {
      if (name === '_about') continue;
      meaning(`${name} summary`, entry.summary);
      for (const note of (entry.notes as string[] | undefined) ?? []) meaning(`${name} note`, note);
      for (const section of ['constants', 'stateVariables', 'modifiers', 'events', 'errors']) {
        for (const [member, value] of Object.entries((entry[section] as Record<string, string> | undefined) ?? {}))
          meaning(`${name}.${member}`, value);
      }
      for (const [fn, spec] of Object.entries((entry.functions as Record<string, Record<string, unknown>> | undefined) ?? {})) {
        meaning(`${name}.${fn}`, spec.summary);
        for (const note of (spec.notes as string[] | undefined) ?? [])
          if (!note.startsWith('EIP-712 typed data')) meaning(`${name}.${fn} note`, note);
        for (const part of ['params', 'returns']) {
          for (const [param, value] of Object.entries((spec[part] as Record<string, string> | undefined) ?? {}))
            meaning(`${name}.${fn}(${param})`, value);
        }
      }
      for (const [struct, fields] of Object.entries((entry.structs as Record<string, Record<string, string>> | undefined) ?? {})) {
        for (const [field, value] of Object.entries(fields)) meaning(`${name}.${struct}.${field}`, value);
      }
    }
    assert.ok(texts.length > 1000, `${texts.length} descriptions`);
    for (const [where, text] of texts) {
      assert.match(text, /^[A-Z`]/, `${where}: starts a sentence: ${text}`);
      assert.match(text, /[.]$/, `${where}: ends with a full stop: ${text}`);
      assert.match(text, /^\S+ \S+/, `${where}: more than one word: ${text}`);
    }
  });

  it('resolves {Name} references in NatSpec into links', () => {
    const page = reference.files.get('/reference/lockup/contracts/contract.SablierLockup') ?? '';
    assert.match(page, /\[`ISablierLockupRecipient`\]\(\/reference\/lockup\/contracts\/interfaces\/interface\.ISablierLockupRecipient\)/);
  });

  for (const [protocol, name] of [
    ['lockup', 'SablierBatchLockup'],
    ['flow', 'FlowNFTDescriptor'],
    ['airdrops', 'SablierMerkleInstant'],
    ['bob', 'SablierEscrow'],
  ] as const) {
    it(`matches the snapshot of ${protocol}/${name}`, () => {
      const page = reference.pages.find((p) => p.protocol === protocol && p.name === name);
      assert.ok(page);
      const actual = reference.files.get(fileOf(page)) ?? '';
      const snapshot = path.join(SNAPSHOTS, `${protocol}.${name}.md`);
      if (UPDATE || !fs.existsSync(snapshot)) {
        assert.ok(UPDATE, `snapshot ${snapshot} is missing; run with UPDATE_SNAPSHOTS=1`);
        fs.mkdirSync(SNAPSHOTS, {recursive: true});
        fs.writeFileSync(snapshot, actual);
      }
      assert.equal(actual, fs.readFileSync(snapshot, 'utf8'));
    });
  }
});

describe('Comptroller reference', () => {
  const comptrollerRoutes = () =>
    reference.pages
      .filter((p) => p.protocol === 'comptroller')
      .map(routeOf)
      .sort();

  it('documents the Comptroller and the files it is built from, from @sablier/evm-utils, and nothing else of that package', () => {
    assert.deepEqual(comptrollerRoutes(), [
      '/reference/comptroller/contracts/abstracts/abstract.Adminable',
      '/reference/comptroller/contracts/abstracts/abstract.Comptrollerable',
      '/reference/comptroller/contracts/abstracts/abstract.RoleAdminable',
      '/reference/comptroller/contracts/contract.SablierComptroller',
      '/reference/comptroller/contracts/interfaces/interface.IAdminable',
      '/reference/comptroller/contracts/interfaces/interface.IComptrollerable',
      '/reference/comptroller/contracts/interfaces/interface.IRoleAdminable',
      '/reference/comptroller/contracts/interfaces/interface.ISablierComptroller',
      '/reference/comptroller/contracts/libraries/library.Errors',
      '/reference/comptroller/contracts/libraries/library.SafeOracle',
    ]);
    const contract = reference.pages.find((p) => p.protocol === 'comptroller' && p.name === 'SablierComptroller');
    assert.equal(contract?.kind, 'contract');
    assert.match(contract?.sourceLabel ?? '', /^@sablier\/evm-utils@2\.0\.\d+\/src\/SablierComptroller\.sol$/);
    // Abstract contracts kept next to the deployable one are documented as abstracts, not as contracts.
    assert.equal(reference.pages.find((p) => p.protocol === 'comptroller' && p.name === 'RoleAdminable')?.kind, 'abstract');
  });

  it('is the release the site calls current, read from the VERSION constant of the source', () => {
    const md = reference.files.get('/reference/comptroller/contracts/contract.SablierComptroller') ?? '';
    assert.ok(md.includes(`VERSION = "${COMPTROLLER_RELEASE}"`));
  });

  it('documents the fee functions, the roles and the Protocol enum with their selectors', () => {
    const md = reference.files.get('/reference/comptroller/contracts/contract.SablierComptroller') ?? '';
    for (const [anchor, selector] of [
      ['calculateminfeeweifor', '0x419d289d'],
      ['convertusdfeetowei', '0xb0fa59e8'],
      ['execute', '0x1cff79cd'],
      ['getminfeeusdfor', '0x88dc31a8'],
    ]) {
      const section = md.slice(md.indexOf(`{#${anchor}}`));
      assert.ok(md.includes(`{#${anchor}}`), anchor);
      assert.ok(section.slice(0, section.indexOf('\n### ')).includes(`\`${selector}\``), `${anchor} has selector ${selector}`);
    }
    for (const role of ['fee_management_role', 'fee_collector_role', 'attestor_manager_role']) assert.ok(md.includes(`{#${role}}`), role);
    const iface = reference.files.get('/reference/comptroller/contracts/interfaces/interface.ISablierComptroller') ?? '';
    assert.match(iface, /\| 4 \| `Bob` \|/);
  });

  it('links the Comptroller errors of the error table to the Comptroller page, for both releases', () => {
    const record = reference.errors.find((e) => e.name === 'SablierComptroller_MaxFeeUSDExceeded');
    assert.equal(record?.selector, '0x330ce9f1');
    const location = record?.locations.find((l) => l.protocol === 'comptroller' && l.contract === 'SablierComptroller');
    assert.deepEqual(location?.releases, ['v1.0', 'v1.1']);
    assert.equal(location?.href, '/reference/comptroller/contracts/contract.SablierComptroller#sabliercomptroller_maxfeeusdexceeded');
    // The evm-utils Errors library also declares the protocols' errors; the Comptroller is not listed for them.
    const delegateCall = reference.errors.find((e) => e.name === 'DelegateCall');
    assert.ok(!delegateCall?.locations.some((l) => l.protocol === 'comptroller'));
  });

  it('marks the protocol functions only the Comptroller may call, with a link to its access control', () => {
    const lockup = reference.files.get('/reference/lockup/contracts/contract.SablierLockup') ?? '';
    const section = lockup.slice(lockup.indexOf('{#setcomptroller}'));
    assert.ok(section.slice(0, section.indexOf('\n### ')).includes(`**Caller:** [the Comptroller](${COMPTROLLER_ONLY})`));
    const withdraw = lockup.slice(lockup.indexOf('{#withdraw}'));
    assert.ok(!withdraw.slice(0, withdraw.indexOf('\n### ')).includes('**Caller:**'));
  });
});

describe('broken inputs fail with the file name', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-reference-'));

  it('a malformed artifact', () => {
    const file = path.join(tmp, 'SablierBatchLockup.json');
    fs.writeFileSync(file, '{"abi": [ {"type": "function", ');
    const builder = new SourcePageBuilder(new SolidityIndex(NODE_MODULES), NODE_MODULES);
    assert.throws(
      () => builder.contractPage('lockup', 'SablierBatchLockup', file, 1),
      (e: Error) => e.message.includes(file) && /malformed/.test(e.message),
    );
  });

  it('a missing artifact', () => {
    const file = path.join(tmp, 'Missing.json');
    const builder = new SourcePageBuilder(new SolidityIndex(NODE_MODULES), NODE_MODULES);
    assert.throws(
      () => builder.contractPage('lockup', 'SablierBatchLockup', file, 1),
      (e: Error) => e.message.includes(file) && /missing/.test(e.message),
    );
  });

  it('an artifact whose ABI is not an array, or has an item without a name', () => {
    const notArray = path.join(tmp, 'NotArray.json');
    fs.writeFileSync(notArray, '{"abi": {"type": "function"}}');
    assert.throws(
      () => readAbi(notArray),
      (e: Error) => e.message.includes(notArray),
    );
    const unnamed = path.join(tmp, 'Unnamed.json');
    fs.writeFileSync(unnamed, '[{"type": "error", "inputs": []}]');
    assert.throws(
      () => readAbi(unnamed),
      (e: Error) => e.message.includes(unnamed) && /item #0/.test(e.message),
    );
  });

  it('a malformed ABI in the sablier package folder', () => {
    const dir = path.join(tmp, 'abi', 'airdrops', 'v3.0');
    fs.mkdirSync(dir, {recursive: true});
    const file = path.join(dir, 'SablierMerkleInstant.json');
    fs.writeFileSync(file, 'not json');
    const dataFile = path.join(ROOT, 'src', 'data', 'airdrops-reference.json');
    assert.throws(
      () => new AbiDataBuilder(loadAbiData(dataFile), dataFile, dir),
      (e: Error) => e.message.includes(file),
    );
    assert.throws(
      () => buildReference({siteDir: ROOT, abiRoot: path.join(tmp, 'abi')}),
      (e: Error) => e.message.includes(file),
    );
  });

  it('a missing ABI folder', () => {
    const dataFile = path.join(ROOT, 'src', 'data', 'airdrops-reference.json');
    const dir = path.join(tmp, 'nowhere');
    assert.throws(
      () => new AbiDataBuilder(loadAbiData(dataFile), dataFile, dir),
      (e: Error) => e.message.includes(dir),
    );
  });

  it('an ABI item without a description in the data file', () => {
    const source = path.join(ROOT, 'src', 'data', 'airdrops-reference.json');
    const data = JSON.parse(fs.readFileSync(source, 'utf8'));
    for (const entry of Object.values(data) as {functions?: Record<string, unknown>}[]) delete entry.functions?.claim;
    const dataFile = path.join(tmp, 'airdrops-reference.json');
    fs.writeFileSync(dataFile, JSON.stringify(data));
    const builder = new AbiDataBuilder(loadAbiData(dataFile), dataFile, path.join(ABI_ROOT, 'airdrops', 'v3.0'));
    assert.throws(
      () => builder.pages(),
      (e: Error) => e.message.includes(dataFile) && e.message.includes('claim'),
    );
  });

  for (const [kind, member] of [
    ['functions', 'fillOrder'],
    ['events', 'CreateVault'],
    ['errors', 'SablierLidoAdapter_SlippageExceeded'],
  ] as const) {
    it(`a Bob ABI ${kind.slice(0, -1)} without a description (${member})`, () => {
      const source = path.join(ROOT, 'src', 'data', 'bob-reference.json');
      const data = JSON.parse(fs.readFileSync(source, 'utf8'));
      const intact = new AbiDataBuilder(loadAbiData(source), source, path.join(ABI_ROOT, 'bob', 'v1.0'), BOB_SPEC);
      assert.doesNotThrow(() => intact.pages());
      for (const entry of Object.values(data) as Record<string, Record<string, unknown> | undefined>[]) delete entry[kind]?.[member];
      const dataFile = path.join(tmp, `bob-reference-${member}.json`);
      fs.writeFileSync(dataFile, JSON.stringify(data));
      const builder = new AbiDataBuilder(loadAbiData(dataFile), dataFile, path.join(ABI_ROOT, 'bob', 'v1.0'), BOB_SPEC);
      assert.throws(
        () => builder.pages(),
        (e: Error) => e.message.includes(dataFile) && e.message.includes(member),
      );
    });
  }

  it('a Bob ABI without an entry in the data file', () => {
    const source = path.join(ROOT, 'src', 'data', 'bob-reference.json');
    const data = JSON.parse(fs.readFileSync(source, 'utf8'));
    delete data.SablierEscrow;
    const dataFile = path.join(tmp, 'bob-reference-no-escrow.json');
    fs.writeFileSync(dataFile, JSON.stringify(data));
    assert.throws(
      () => new AbiDataBuilder(loadAbiData(dataFile), dataFile, path.join(ABI_ROOT, 'bob', 'v1.0'), BOB_SPEC),
      (e: Error) => e.message.includes(dataFile) && e.message.includes('SablierEscrow'),
    );
  });
});
