import type { Locator } from "@playwright/test";

/**
 * How far a text's first paragraph (up to its first line break) stands from the left of the box its lines are laid
 * in, and its last paragraph from the right: both 0 for a French paragraph over an Arabic one, each laid out from its
 * own side. The box is the text's block (an inline element's own box is only as wide as its longest line).
 */
export async function paragraphGaps(text: Locator): Promise<{ first: number; last: number }> {
  return text.evaluate((element) => {
    const node = element.firstChild as Text;
    let block: Element = element;
    while (getComputedStyle(block).display.startsWith("inline") && block.parentElement) block = block.parentElement;
    const style = getComputedStyle(block);
    const outer = block.getBoundingClientRect();
    const box = {
      left: outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
      right: outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
    };
    const paragraph = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect();
    };
    return {
      first: paragraph(0, node.data.indexOf("\n")).left - box.left,
      last: box.right - paragraph(node.data.lastIndexOf("\n") + 1, node.data.length).right,
    };
  });
}
