/** A parsed document as plain text: for counters, excerpts and accessible summaries. */
import type { Inline, MarkdownDocument } from './ast';

function inlineText(nodes: readonly Inline[], out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'code') out.push(node.value);
    else inlineText(node.children, out);
  }
}

/** The document's words without marks, one block per line. */
export function plainText(doc: MarkdownDocument): string {
  const lines: string[] = [];
  for (const block of doc.blocks) {
    const out: string[] = [];
    if (block.type === 'list') {
      for (const item of block.items) {
        inlineText(item, out);
        lines.push(out.splice(0).join(''));
      }
    } else {
      inlineText(block.children, out);
      lines.push(out.join(''));
    }
  }
  return lines.join('\n');
}
