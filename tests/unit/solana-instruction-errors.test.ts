/**
 * The per-instruction error lists of the Solana program reference (plugins/solana-reference/instruction-errors.ts):
 * complete for every instruction and error of the IDLs, shown on the instructions pages, each citing a line range of
 * the program sources at the release tag.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LangErrorCode} from '@coral-xyz/anchor';
import {buildSolanaReference, programContext, programSources, resolveInstructionErrors} from '../../plugins/solana-reference/generate';
import type {Idl} from '../../plugins/solana-reference/idl';
import {INSTRUCTION_ERRORS, parseSource} from '../../plugins/solana-reference/instruction-errors';
import {routeOf} from '../../plugins/solana-reference/render';

const sources = programSources();
const contexts = sources.map((source) => programContext(source));
const reference = buildSolanaReference();
const page = (protocol: string) => reference.files.get(routeOf(protocol, 'instructions')) ?? assert.fail(`no ${protocol} page`);

/** The markdown of one instruction's section. */
function section(markdown: string, name: string): string {
  const start = markdown.indexOf(`{#${name}}`);
  assert.ok(start >= 0, `no section ${name}`);
  const next = markdown.indexOf('\n### ', start);
  return markdown.slice(start, next < 0 ? undefined : next);
}

describe('errors per Solana instruction', () => {
  it('has an entry for every instruction, and every custom error is raised by one', () => {
    for (const ctx of contexts) {
      const table = INSTRUCTION_ERRORS[ctx.idl.metadata.name] ?? assert.fail(ctx.idl.metadata.name);
      assert.deepEqual(Object.keys(table).sort(), ctx.idl.instructions.map((ix) => ix.name).sort());
      const raised = new Set(
        Object.values(ctx.instructionErrors).flatMap((list) => list.filter((e) => e.origin === 'program').map((e) => e.name)),
      );
      assert.deepEqual([...raised].sort(), (ctx.idl.errors ?? []).map((e) => e.name).sort());
    }
  });

  it('resolves each error to its code: the IDL for the program, Anchor for the account checks', () => {
    const lockup = contexts.find((c) => c.protocol === 'lockup') ?? assert.fail();
    const codes = (ix: string) => (lockup.instructionErrors[ix] ?? []).map((e) => `${e.code} ${e.name}`);
    assert.deepEqual(codes('renounce'), ['3012 AccountNotInitialized', '2012 ConstraintAddress', '6012 StreamAlreadyNonCancelable']);
    assert.deepEqual(codes('withdraw_max').slice(-2), ['6000 StreamDepleted', '6014 WithdrawAmountZero']);
    assert.ok(codes('withdraw').includes('6013 Overdraw') && !codes('withdraw_max').includes('6013 Overdraw'));
    assert.equal(LangErrorCode.ConstraintRaw, 2003);
    const airdrops = contexts.find((c) => c.protocol === 'airdrops') ?? assert.fail();
    assert.deepEqual(
      (airdrops.instructionErrors.claim ?? []).map((e) => `${e.code} ${e.origin}`),
      ['3012 Anchor', '0 System program', '2012 Anchor', '2012 Anchor', '6002 program', '6000 program', '6001 program'],
    );
  });

  it('shows the errors under each instruction, linked to the errors page and to the source lines at the release tag', () => {
    const renounce = section(page('lockup'), 'renounce');
    assert.match(renounce, /\*\*Errors\*\*/);
    assert.match(
      renounce,
      /\| 6012 \| \[`StreamAlreadyNonCancelable`\]\(\/solana\/reference\/lockup\/errors#stream-already-non-cancelable\) \|/,
    );
    assert.match(
      renounce,
      /\| 2012 \| `ConstraintAddress` \(Anchor\) \| The signer is not the stream's sender\. \| \[`renounce\.rs:18`\]\(https:\/\/github\.com\/sablier-labs\/solsab\/blob\/v0\.1\/programs\/lockup\/src\/instructions\/renounce\.rs#L18\) \|/,
    );
    const claim = section(page('airdrops'), 'claim');
    assert.match(claim, /\| 0 \(`0x0`\) \| `AccountAlreadyInUse` \(System program\) \| This index has been claimed/);
    // Read-only instructions that need nothing but constant PDAs list no errors.
    assert.doesNotMatch(section(page('lockup'), 'stream_exists'), /\*\*Errors\*\*/);
  });

  it('fails the build on an instruction without an entry, an unknown error, or a custom error no instruction raises', () => {
    const lockup = contexts.find((c) => c.protocol === 'lockup') ?? assert.fail();
    const withIx = structuredClone(lockup.idl) as Idl;
    withIx.instructions.push({...(withIx.instructions[0] as Idl['instructions'][number]), name: 'pause'});
    assert.throws(() => resolveInstructionErrors(withIx, 'idl', 'programs/lockup/src'), /instruction pause has no entry/);
    const withError = structuredClone(lockup.idl) as Idl;
    withError.errors?.push({code: 6015, name: 'StreamPaused', msg: 'Paused'});
    assert.throws(() => resolveInstructionErrors(withError, 'idl', 'programs/lockup/src'), /no instruction raises StreamPaused/);
    const withoutError = structuredClone(lockup.idl) as Idl;
    withoutError.errors = withoutError.errors?.filter((e) => e.name !== 'Overdraw');
    assert.throws(
      () => resolveInstructionErrors(withoutError, 'idl', 'programs/lockup/src'),
      /program error Overdraw is not an error of the IDL/,
    );
    assert.throws(() => resolveInstructionErrors(lockup.idl, 'idl', 'programs/merkle_instant/src'), /outside programs\/merkle_instant/);
  });

  it('cites line ranges that parse', () => {
    for (const table of Object.values(INSTRUCTION_ERRORS)) {
      for (const list of Object.values(table)) for (const e of list) for (const src of e.sources) assert.ok(parseSource(src).first > 0);
    }
    assert.throws(() => parseSource('validations.rs'), /not a path:line reference/);
    assert.throws(() => parseSource('a.rs:9-3'), /backwards/);
  });

  // Each cited line range was checked against sablier-labs/solsab at the release tag when the table was written
  // (the repository is not a package, so the tests cannot read it); the ledger docs-audit/solana.md records it.
});
