import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, figure } from './budgets';
import { startScripts } from './bundle';

describe('budgets', () => {
  it('are the ones issue 8 sets', () => {
    expect(BUDGETS.map((b) => `${b.key} ${b.op} ${b.limit}`)).toEqual([
      'engine.charactersPerSecond >= 20000',
      'pdf.ratio <= 5',
      'web.ratio <= 2',
      'store.scaleRatio <= 3',
      'bundle.rendererGzipBytes <= 250000',
    ]);
  });

  it('reads dotted figures and judges each bound in its own direction, at the limit included', () => {
    const report = { engine: { charactersPerSecond: 19_999, levelUpAllMs: 10 }, pdf: { sheetMs: 50, floorMs: 10, ratio: 5 } };
    expect(figure(report, 'pdf.sheetMs')).toBe(50);
    expect(figure(report, 'web.ratio')).toBeUndefined();
    const results = checkBudgets(report);
    expect(results.find((r) => r.key === 'engine.charactersPerSecond')?.kept).toBe(false);
    expect(results.find((r) => r.key === 'pdf.ratio')?.kept).toBe(true);
    expect(results.find((r) => r.key === 'store.scaleRatio')?.kept).toBeUndefined();
  });
});

describe('start-up scripts', () => {
  it('are the module entry and its modulepreloads, not lazy chunks or styles', () => {
    const html = `<script type="module" crossorigin src="./assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/shared-B.js">
      <link rel="stylesheet" href="./assets/index-C.css">`;
    expect(startScripts(html)).toEqual(['./assets/index-A.js', './assets/shared-B.js']);
  });
});
