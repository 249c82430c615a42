import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseAmount, periodById, rateFor, tryRateFor, UD21X18_MAX, WORKED_EXAMPLES} from '../../src/lib/flowRate';
import {flowCreate, totalDebtOf} from '../../src/lib/streamMath';

describe('flowRate', () => {
  it('computes 1,000 USDC per 30 days like the contract', () => {
    const r = rateFor({amount: '1000', decimals: 6, periodSeconds: 2_592_000n});
    // floor(1000e6 * 1e12 / 2_592_000)
    assert.equal(r.ratePerSecond, 385_802_469_135_802n);
    assert.equal(r.ratePerSecondTokens, '0.000385802469135802');
    // 2_592_000 * rps = 999_999_999_999_998_784_000, descaled by 1e12 and rounded down.
    assert.equal(r.paidPerPeriodUnits, 999_999_999n);
    assert.equal(r.paidPerPeriod, '999.999999');
    assert.equal(r.shortfallUnits, 1n);
  });

  it('pays the exact amount when the scaled amount divides evenly', () => {
    const r = rateFor({amount: '86.4', decimals: 18, periodSeconds: 86_400n});
    assert.equal(r.ratePerSecond, 10n ** 15n);
    assert.equal(r.shortfallUnits, 0n);
    assert.equal(r.paidPerPeriod, '86.4');
  });

  it('handles 18-decimal tokens without scaling', () => {
    const r = rateFor({amount: '100', decimals: 18, periodSeconds: 86_400n});
    assert.equal(r.ratePerSecond, (100n * 10n ** 18n) / 86_400n);
    assert.equal(r.paidPerPeriodUnits, r.ratePerSecond * 86_400n);
  });

  it('handles 0-decimal tokens', () => {
    const r = rateFor({amount: '7', decimals: 0, periodSeconds: 3n});
    assert.equal(r.ratePerSecond, (7n * 10n ** 18n) / 3n);
    assert.equal(r.paidPerPeriodUnits, 6n); // 3 * 2.333...e18 = 6.999...e18, descaled by 1e18 -> 6
    assert.equal(r.shortfallUnits, 1n);
  });

  it('rejects what the contract or the types cannot hold', () => {
    assert.throws(() => parseAmount('1.1234567', 6), /6 decimals/);
    assert.throws(() => parseAmount('abc', 6), /Enter an amount/);
    assert.throws(() => rateFor({amount: '1', decimals: 19, periodSeconds: 1n}), /0 to 18/);
    assert.throws(() => rateFor({amount: '1', decimals: 6, periodSeconds: 0n}), /at least one second/);
    assert.throws(() => rateFor({amount: '0', decimals: 6, periodSeconds: 1n}), /above zero/);
    assert.throws(() => rateFor({amount: '0.000001', decimals: 6, periodSeconds: 10n ** 13n}), /rounds down to zero/);
    const tooBig = (UD21X18_MAX + 1n).toString();
    assert.throws(() => rateFor({amount: tooBig, decimals: 0, periodSeconds: 1n}), /UD21x18/);
    assert.deepEqual(tryRateFor({amount: '', decimals: 6, periodSeconds: 1n}).ok, false);
  });

  it('accepts thousands separators', () => {
    assert.equal(parseAmount('1,000,000', 6), 10n ** 12n);
  });

  it('every worked example has a non-zero rate that pays at most the amount', () => {
    for (const ex of WORKED_EXAMPLES) {
      const r = rateFor({amount: ex.amount, decimals: ex.decimals, periodSeconds: periodById(ex.period).seconds});
      assert.ok(r.ratePerSecond > 0n);
      // The amount paid is the total debt of a Flow stream with that rate, one period after its start.
      const start = 1_735_689_600n;
      const stream = flowCreate(r.ratePerSecond, start, ex.decimals, start);
      assert.equal(r.paidPerPeriodUnits, totalDebtOf(stream, start + periodById(ex.period).seconds));
      assert.ok(r.paidPerPeriodUnits <= r.amountUnits);
      // The shortfall is less than what one more unit of rate would pay over the period.
      assert.ok(r.shortfallUnits * 10n ** BigInt(18 - ex.decimals) < periodById(ex.period).seconds + 10n ** BigInt(18 - ex.decimals));
    }
  });
});

describe('flowRate units', () => {
  it('parses and formats exactly, like viem', async () => {
    const viem = await import('viem');
    for (const [value, decimals] of [
      ['0', 6],
      ['1', 0],
      ['1000', 6],
      ['0.000001', 6],
      ['123.456', 18],
      ['99999999999999999999.5', 1],
    ] as const) {
      const units = parseAmount(value, decimals);
      assert.equal(units, viem.parseUnits(value, decimals), `${value} / ${decimals}`);
    }
    const r = rateFor({amount: '2500', decimals: 18, periodSeconds: 2_592_000n});
    assert.equal(r.ratePerSecondTokens, viem.formatUnits(r.ratePerSecond, 18));
    assert.equal(r.paidPerPeriod, viem.formatUnits(r.paidPerPeriodUnits, 18));
    const small = rateFor({amount: '0.000001', decimals: 6, periodSeconds: 1n});
    assert.equal(small.ratePerSecondTokens, viem.formatUnits(small.ratePerSecond, 18));
    assert.equal(small.paidPerPeriod, '0.000001');
  });
});
