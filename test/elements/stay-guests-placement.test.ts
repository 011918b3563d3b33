import { expect } from '@open-wc/testing';
import { placePanel, type PlacementInput } from '../../src/elements/stay-guests-placement.js';

/** A 1280×800 window, a 300 px wide field 44 px tall at `top`, a 320×340 panel, 4 px gap and 8 px edge. */
function input(top: number, overrides: Partial<PlacementInput> = {}): PlacementInput {
  return {
    anchor: { top, bottom: top + 44, left: 100, right: 400 },
    size: { width: 320, height: 340 },
    viewport: { width: 1280, height: 800 },
    gap: 4,
    edge: 8,
    rtl: false,
    narrow: false,
    scrollRoom: 0,
    ...overrides,
  };
}

describe('guests panel placement', () => {
  it('goes under the field when it fits there, even with more room above', () => {
    expect(placePanel(input(400))).to.deep.equal({ side: 'below', top: 448, left: 100, scrollBy: 0 });
  });

  it('goes above the field when it does not fit below: it never shrinks instead', () => {
    expect(placePanel(input(740))).to.deep.equal({ side: 'above', top: 396, left: 100, scrollBy: 0 });
  });

  it('becomes a sheet on a narrow window with room on neither side', () => {
    const phone = { viewport: { width: 375, height: 560 }, anchor: { top: 258, bottom: 302, left: 16, right: 359 } };
    expect(placePanel(input(0, { ...phone, narrow: true })).side).to.equal('sheet');
    expect(placePanel(input(0, { ...phone, narrow: false })).side, 'a wide window does not').to.equal('inside');
  });

  it('scrolls the page just enough to fit under the field, when it can and the field stays in view', () => {
    const short = { viewport: { width: 1280, height: 560 } };
    expect(placePanel(input(258, { ...short, scrollRoom: 2000 }))).to.deep.equal({
      side: 'below',
      top: 212,
      left: 100,
      scrollBy: 94,
    });
    expect(placePanel(input(258, { ...short, scrollRoom: 50 })).side, 'not far enough to scroll').to.equal('inside');
  });

  it('stays inside a window too short for it, scrolling inside itself as the last resort', () => {
    const placement = placePanel(input(100, { viewport: { width: 1280, height: 300 } }));
    expect(placement).to.deep.equal({ side: 'inside', top: 8, left: 100, maxHeight: 284, scrollBy: 0 });
  });

  it('lines up with the start edge of the field, right in a right-to-left widget, and stays in the window', () => {
    expect(placePanel(input(100, { rtl: true })).left, 'right edges lined up').to.equal(80);
    expect(placePanel(input(100, { anchor: { top: 100, bottom: 144, left: 1100, right: 1270 } })).left).to.equal(952);
    expect(placePanel(input(100, { rtl: true, anchor: { top: 100, bottom: 144, left: 4, right: 120 } })).left).to.equal(
      4,
    );
    expect(
      placePanel(input(100, { anchor: { top: 100, bottom: 144, left: 0, right: 120 } })).left,
      'a field at the edge',
    ).to.equal(0);
  });
});
