import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {encodeAbiParameters} from 'viem';
import {collectErrors} from '../../plugins/contract-reference/errors';
import {CURRENT_RELEASES} from '../../src/config/releases';
import {buildSolanaReference} from '../../plugins/solana-reference/generate';
import {type DecoderError, decodeInput, type SolanaDecoderError} from '../../src/lib/errorDecoder';

const table: DecoderError[] = collectErrors(path.resolve(__dirname, '..', '..', 'node_modules', 'sablier', 'abi'), CURRENT_RELEASES, []);

describe('errorDecoder', () => {
  it('decodes a known selector', () => {
    const result = decodeInput('0xf747ab7c', table);
    assert.equal(result.kind, 'selector');
    if (result.kind !== 'selector') return;
    assert.deepEqual(
      result.matches.map((m) => m.error.signature),
      ['SablierLockupBase_WithdrawAmountZero(uint256)'],
    );
    assert.deepEqual(result.matches[0]?.error.locations[0]?.releases, ['v2.0']);
    // Only the selector: nothing to decode yet.
    assert.equal(result.matches[0]?.args, undefined);
  });

  it('accepts upper case, surrounding spaces and a selector without 0x', () => {
    for (const input of ['  0xF747AB7C ', 'f747ab7c']) {
      const result = decodeInput(input, table);
      assert.equal(result.kind, 'selector', input);
    }
  });

  it('decodes the arguments of full revert data', () => {
    const data = `0xb2ae7633${encodeAbiParameters([{type: 'uint256'}], [42n]).slice(2)}`;
    const result = decodeInput(data, table);
    assert.equal(result.kind, 'selector');
    if (result.kind !== 'selector') return;
    const [match] = result.matches;
    assert.equal(match?.error.name, 'SablierLockup_WithdrawAmountZero');
    assert.deepEqual(match?.args, [{name: 'streamId', type: 'uint256', value: '42'}]);
  });

  it('decodes address and amount arguments', () => {
    const error = table.find((e) => e.signature === 'SablierLockup_Overdraw(uint256,uint128,uint128)');
    assert.ok(error, 'SablierLockup_Overdraw is in the table');
    const data = `${error.selector}${encodeAbiParameters(error.inputs, [7n, 100n, 50n]).slice(2)}`;
    const result = decodeInput(data, table);
    assert.equal(result.kind, 'selector');
    if (result.kind !== 'selector') return;
    assert.deepEqual(
      result.matches[0]?.args?.map((a) => a.value),
      ['7', '100', '50'],
    );
  });

  it('explains argument data that does not fit the error', () => {
    const result = decodeInput('0xb2ae76330001', table);
    assert.equal(result.kind, 'selector');
    if (result.kind !== 'selector') return;
    assert.match(result.matches[0]?.decodeError ?? '', /does not match SablierLockup_WithdrawAmountZero\(uint256\)/);
  });

  it('decodes Solidity revert strings and panics', () => {
    const data = `0x08c379a0${encodeAbiParameters([{type: 'string'}], ['not enough']).slice(2)}`;
    const result = decodeInput(data, table);
    assert.equal(result.kind, 'selector');
    if (result.kind !== 'selector') return;
    assert.equal(result.matches[0]?.error.signature, 'Error(string)');
    assert.deepEqual(result.matches[0]?.args, [{name: 'reason', type: 'string', value: 'not enough'}]);
    const panic = decodeInput(`0x4e487b71${encodeAbiParameters([{type: 'uint256'}], [0x11n]).slice(2)}`, table);
    assert.equal(panic.kind === 'selector' && panic.matches[0]?.args?.[0]?.value, '17');
  });

  it('says clearly when a selector is unknown', () => {
    const result = decodeInput('0x12345678', table);
    assert.equal(result.kind, 'unknown');
    if (result.kind !== 'unknown') return;
    assert.match(result.message, /0x12345678 is not the selector of any Sablier custom error/);
  });

  it('says clearly when the input is not hex or too short', () => {
    const notHex = decodeInput('0xzz12ab34', table);
    assert.equal(notHex.kind, 'invalid');
    if (notHex.kind === 'invalid') assert.match(notHex.message, /not hex/);
    // Short hex reads as a Solana program error code; when none has it, the message also explains selectors.
    const short = decodeInput('0x1234', table);
    assert.equal(short.kind, 'solana-unknown');
    if (short.kind === 'solana-unknown') assert.match(short.message, /4 bytes/);
    const odd = decodeInput('0xb2ae76330', table);
    assert.equal(odd.kind, 'invalid');
    const junk = decodeInput('what is this?', table);
    assert.equal(junk.kind, 'invalid');
    assert.deepEqual(decodeInput('   ', table), {kind: 'empty'});
  });

  it('finds errors by name, exact matches first', () => {
    const result = decodeInput('WithdrawAmountZero', table);
    assert.equal(result.kind, 'names');
    if (result.kind !== 'names') return;
    const names = result.matches.map((e) => e.name);
    assert.equal(result.total, result.matches.length);
    assert.ok(names.includes('SablierLockup_WithdrawAmountZero'));
    assert.ok(names.includes('SablierFlow_WithdrawAmountZero'));
    const exact = decodeInput('delegatecall', table);
    assert.equal(exact.kind === 'names' && exact.matches[0]?.name, 'DelegateCall');
    assert.equal(decodeInput('NoSuchErrorAnywhere', table).kind, 'no-names');
  });

  it('decodes the creation checks of the Helpers library of Lockup v2.0 and v3.0, with their releases', () => {
    const data = `0x05171143${encodeAbiParameters([{type: 'uint40'}, {type: 'uint40'}], [1_700_000_000, 1_600_000_000]).slice(2)}`;
    const result = decodeInput(data, table);
    assert.equal(result.kind, 'selector');
    if (result.kind !== 'selector') return;
    const [match] = result.matches;
    assert.equal(match?.error.signature, 'SablierHelpers_StartTimeNotLessThanEndTime(uint40,uint40)');
    assert.deepEqual(match?.error.locations, [{protocol: 'lockup', contract: 'Helpers', releases: ['v2.0', 'v3.0']}]);
    assert.deepEqual(
      match?.args?.map((a) => `${a.name}=${a.value}`),
      ['startTime=1700000000', 'endTime=1600000000'],
    );
    const native = decodeInput('0xbacd8376', table);
    assert.equal(native.kind === 'selector' && native.matches[0]?.error.locations[0]?.releases.join(), 'v3.0');
  });

  it('covers every protocol of the sablier package', () => {
    const protocols = new Set(table.flatMap((e) => e.locations.map((l) => l.protocol)));
    for (const p of ['lockup', 'flow', 'airdrops', 'bob', 'comptroller']) assert.ok(protocols.has(p), p);
    const selectors = table.map((e) => e.signature);
    assert.equal(new Set(selectors).size, selectors.length, 'one record per signature');
  });
});

describe('errorDecoder: Solana program errors', () => {
  const solana: SolanaDecoderError[] = buildSolanaReference().errors;

  it('finds a program error by its decimal code', () => {
    const result = decodeInput('6013', table, solana);
    assert.equal(result.kind, 'solana');
    if (result.kind !== 'solana') return;
    assert.equal(result.hex, '0x177d');
    assert.deepEqual(
      result.matches.map((e) => [e.program, e.name, e.href]),
      [['Lockup', 'Overdraw', '/solana/reference/lockup/errors#overdraw']],
    );
  });

  it('finds the same error by its hex code, as transaction logs show it', () => {
    for (const input of ['0x177d', '0x177D', ' custom program error: 0x177d ', 'Error Number: 6013.']) {
      const result = decodeInput(input, table, solana);
      assert.equal(result.kind, 'solana', input);
      if (result.kind === 'solana')
        assert.deepEqual(
          result.matches.map((e) => e.name),
          ['Overdraw'],
          input,
        );
    }
  });

  it('lists every program whose error has the code: the codes of both programs start at 6000', () => {
    const result = decodeInput('0x1770', table, solana);
    assert.equal(result.kind, 'solana');
    if (result.kind !== 'solana') return;
    assert.deepEqual(
      result.matches.map((e) => `${e.program}:${e.name}`),
      ['Lockup:StreamDepleted', 'Merkle Instant:CampaignExpired'],
    );
  });

  it('says when no program error has the code, pointing at Anchor for framework codes', () => {
    const framework = decodeInput('2012', table, solana);
    assert.equal(framework.kind, 'solana-unknown');
    if (framework.kind === 'solana-unknown')
      assert.match(framework.message, /2012 \(0x7dc\) is not the code[\s\S]*Anchor framework errors/);
    const high = decodeInput('6020', table, solana);
    assert.equal(high.kind, 'solana-unknown');
    if (high.kind === 'solana-unknown') assert.doesNotMatch(high.message, /Anchor/);
  });

  it('keeps 4-byte selectors and names working, and finds program errors by name too', () => {
    assert.equal(decodeInput('0xf747ab7c', table, solana).kind, 'selector');
    assert.equal(decodeInput('0x00001770', table, solana).kind, 'unknown');
    const byName = decodeInput('WithdrawAmountZero', table, solana);
    assert.equal(byName.kind, 'names');
    if (byName.kind !== 'names') return;
    assert.ok(byName.matches.some((e) => e.name === 'SablierLockup_WithdrawAmountZero'));
    assert.deepEqual(
      byName.solana.map((e) => e.href),
      ['/solana/reference/lockup/errors#withdraw-amount-zero'],
    );
    const onlySolana = decodeInput('ClawbackNotAllowed', table, solana);
    assert.equal(onlySolana.kind, 'names');
    if (onlySolana.kind === 'names')
      assert.deepEqual(
        onlySolana.solana.map((e) => e.code),
        [6003],
      );
  });
});
