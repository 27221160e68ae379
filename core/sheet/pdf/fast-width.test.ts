import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFastWidths } from './fast-width';

const FONTS = new URL('../../../resources/fonts/', import.meta.url);

describe('fast text widths', () => {
  it('equal pdf-lib’s own widths for every string a sheet prints, in both faces', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      const bytes = new Uint8Array(readFileSync(new URL(file, FONTS)));
      const slow = await doc.embedFont(bytes, { subset: true });
      const fast = withFastWidths(await doc.embedFont(bytes, { subset: true }));
      const samples = ['Black Leaf', 'Zoë Ærendil', 'Þórr', 'Save vs Magic Wands 13', 'Sword, Bastard (One Handed)', 'office floor fifty fluffy', '+10%', 'AC -1 vs. 2; Breakable; Off-Hand', '1d4+2', 'Ninefold Lanterns of the Drowned Observatory', '…', '†'];
      for (const text of samples) for (const size of [6, 9.5, 22]) expect(fast.widthOfTextAtSize(text, size)).toBeCloseTo(slow.widthOfTextAtSize(text, size), 6);
    }
  });

  it('equal pdf-lib’s own widths for any line of Latin words, ligatures included, and of other scripts', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const bytes = new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONTS)));
    const slow = await doc.embedFont(bytes, { subset: true });
    const fast = withFastWidths(await doc.embedFont(bytes, { subset: true }));
    const pieces = ['fi', 'fl', 'ffi', 'ft', 'f', 'e', 'of', 'fine', 'office', 'é', 'e\u0301', 'Þ', '…', '1', '-', ' ', ' ', 'λ', 'Ж', '北', 'ש'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        expect(fast.widthOfTextAtSize(text, 9.5)).toBeCloseTo(slow.widthOfTextAtSize(text, 9.5), 6);
      }),
      { numRuns: 1000 },
    );
  });
});
