import { Fragment, memo, useMemo, useState, type ReactNode } from 'react';
import { createBlockCache, parseMarkdown, type Block, type Inline, type MarkdownDocument } from '../lib/markdown';
import { cx } from './utils';

export interface MarkdownProps {
  /** The text in the Markdown subset; or pass `document` when it is parsed already. */
  source?: string;
  document?: MarkdownDocument;
  /**
   * The HTML level of a `#` heading, 1–6 (default 2, under the page's own h1). Each heading is at
   * most one level deeper than the one before it, so the page's outline never skips a level; the
   * written level still decides its look (`data-level`).
   */
  headingLevel?: number;
  className?: string;
}

function inlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text': return <Fragment key={index}>{node.value}</Fragment>;
      case 'code': return <code key={index}>{node.value}</code>;
      case 'strong': return <strong key={index}>{inlines(node.children)}</strong>;
      case 'emphasis': return <em key={index}>{inlines(node.children)}</em>;
      case 'link': {
        // Only checked http(s)/mailto hrefs reach here (lib/markdown's safeHref). Web links open
        // beside the editor so a preview click never leaves unsaved work.
        const web = !node.href.startsWith('mailto:');
        return (
          <a key={index} href={node.href} target={web ? '_blank' : undefined} rel={web ? 'noopener noreferrer nofollow' : undefined}>
            {inlines(node.children)}
          </a>
        );
      }
    }
  });
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_TAGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** One block; memoised on the block object so an unchanged block of a big document is not redrawn. */
const BlockView = memo(function BlockView({ block, level }: { block: Block; level: number }) {
  if (block.type === 'heading') {
    const Tag = HEADING_TAGS[Math.min(6, Math.max(1, level)) - 1] ?? 'h6';
    return <Tag className="markdown__heading" data-level={block.level} dir="auto">{inlines(block.children)}</Tag>;
  }
  // Each block takes the direction of its own text (dir="auto"): an English list in the Arabic
  // interface keeps its bullets and numbers on the left, an Arabic one on the right.
  if (block.type === 'paragraph') return <p dir="auto">{inlines(block.children)}</p>;
  const items = block.items.map((item, index) => <li key={index}>{inlines(item)}</li>);
  return block.ordered
    ? <ol start={block.start === 1 ? undefined : block.start} dir="auto">{items}</ol>
    : <ul dir="auto">{items}</ul>;
});

/** The HTML level of each block (headings only matter), never skipping a level going down. */
function headingLevels(blocks: readonly Block[], base: number): number[] {
  let previous = base - 1;
  return blocks.map((block) => {
    if (block.type !== 'heading') return 0;
    previous = Math.min(base + block.level - 1, previous + 1);
    return previous;
  });
}

/**
 * Renders the Markdown subset as React elements: text is always text (React escapes it), links
 * carry only the http, https or mailto hrefs the parser let through. Never an HTML string.
 * Memoised: a parent's render with the same source (a deferred preview) costs nothing.
 */
export const Markdown = memo(function Markdown({ source = '', document, headingLevel = 2, className }: MarkdownProps) {
  // Each instance keeps the blocks of its last parse: after a keystroke only the edited block is
  // parsed and drawn again, which keeps a 100,000-character preview cheap.
  const [cache] = useState(createBlockCache);
  const doc = useMemo(() => document ?? parseMarkdown(source, cache), [document, source, cache]);
  const levels = useMemo(() => headingLevels(doc.blocks, headingLevel), [doc, headingLevel]);
  return (
    <div className={cx('markdown', className)}>
      {doc.blocks.map((block, index) => <BlockView key={index} block={block} level={levels[index] ?? 0} />)}
    </div>
  );
});
