import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
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
});
