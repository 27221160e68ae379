import { expect, type Page } from '@playwright/test';

/**
 * Layout checks for phones and tablets, run in the page: the page never scrolls sideways, nothing sticks out past
 * the right edge unless it sits in a box that scrolls (a wide table), no text is cut to "…", and on touch screens
 * every control is at least 44 × 44 px (WCAG 2.5.5). Each failure names the element, so the message says what to fix.
 */

/** What sticks out or is cut on the current screen; empty when the view fits. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}> "${text}"`;
    };
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    }
    const inScrollBox = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      // Hidden, collapsed (closed <details>) and deliberately off-screen elements (the skip link) do not count.
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      if (box.right > width + 0.5 && !inScrollBox(el)) problems.push(`${describe(el)} reaches ${Math.round(box.right)} px`);
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) problems.push(`${describe(el)} is cut to "…"`);
    }
    return problems;
  });
}

/** Controls smaller than 44 × 44 px (a checkbox or radio counts with the label around it). */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, summary');
    for (const el of Array.from(controls)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const target = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.right <= 0) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        small.push(`<${el.tagName.toLowerCase()}> "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
    }
    return small;
  });
}

/** Fails when the view does not fit the screen (see {@link layoutProblems}); `where` names the view in the message. */
export async function expectFits(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), `layout problems on ${where}`).toEqual([]);
}

/** Fails when a control is smaller than a fingertip (see {@link smallTouchTargets}). */
export async function expectTouchSized(page: Page, where: string): Promise<void> {
  expect(await smallTouchTargets(page), `touch targets under 44 px on ${where}`).toEqual([]);
}
