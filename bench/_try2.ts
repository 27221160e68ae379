import { PDFFont } from 'pdf-lib';
const mode = process.argv[2] ?? 'none';
const origW = PDFFont.prototype.widthOfTextAtSize;
const origE = PDFFont.prototype.encodeText;
const wc = new WeakMap<object, Map<string, number>>();
const ec = new WeakMap<object, Map<string, unknown>>();
if (mode !== 'none') {
  PDFFont.prototype.widthOfTextAtSize = function (text: string, size: number) {
    let c = wc.get(this); if (!c) { c = new Map(); wc.set(this, c); }
    let w = c.get(text); if (w === undefined) { w = origW.call(this, text, 1); c.set(text, w); }
    return w * size;
  };
}
if (mode === 'both') {
  PDFFont.prototype.encodeText = function (text: string) {
    let c = ec.get(this); if (!c) { c = new Map(); ec.set(this, c); }
    let w = c.get(text); if (w === undefined) { w = origE.call(this, text); c.set(text, w); }
    return w as ReturnType<typeof origE>;
  };
}
const { renderSheetPdf } = await import('../core/sheet/pdf/render-sheet');
const { darkDungeonsSheet } = await import('../core/systems/dark-dungeons/sheet');
const { levelUpTo } = await import('./engine');
const { sheetFonts, floorPdf } = await import('./pdf');
const { median } = await import('./stats');
const fonts = sheetFonts();
const sample = levelUpTo('elf', 4242, 9);
const m = darkDungeonsSheet(sample, '2025-01-01');
for (let i = 0; i < 5; i++) { await renderSheetPdf(m, { paper: 'a4', fonts }); await floorPdf(fonts.regular); }
const r: number[] = [], f: number[] = [];
for (let i = 0; i < 15; i++) {
  let t = performance.now(); await renderSheetPdf(m, { paper: 'a4', fonts }); r.push(performance.now() - t);
  t = performance.now(); await floorPdf(fonts.regular); f.push(performance.now() - t);
}
console.log(mode, 'sheet', median(r).toFixed(1), 'floor', median(f).toFixed(1), 'ratio', (median(r) / median(f)).toFixed(2));
