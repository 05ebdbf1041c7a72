/**
 * The tree the Markdown subset parses into. Only these shapes exist, so a renderer that handles
 * them cannot emit anything else: every piece of the source is text, code, or one of these marks.
 */

/** Text shown as it is (React escapes it). */
export interface TextNode {
  type: 'text';
  value: string;
}

/** `` `code` ``: its value is never parsed further. */
export interface CodeNode {
  type: 'code';
  value: string;
}

/** `**strong**` */
export interface StrongNode {
  type: 'strong';
  children: Inline[];
}

/** `*emphasis*` */
export interface EmphasisNode {
  type: 'emphasis';
  children: Inline[];
}

/** `[text](url)`; `href` is an http, https or mailto URL, already checked and normalised. */
export interface LinkNode {
  type: 'link';
  href: string;
  children: Inline[];
}

export type Inline = TextNode | CodeNode | StrongNode | EmphasisNode | LinkNode;

/** Heading levels of the subset: `#`, `##`, `###`. */
export type HeadingLevel = 1 | 2 | 3;

export interface HeadingBlock {
  type: 'heading';
  level: HeadingLevel;
  children: Inline[];
}

export interface ParagraphBlock {
  type: 'paragraph';
  children: Inline[];
}

/** `- item` lines (`ordered: false`) or `1. item` lines; `start` is the first item's number. */
export interface ListBlock {
  type: 'list';
  ordered: boolean;
  start: number;
  items: Inline[][];
}

export type Block = HeadingBlock | ParagraphBlock | ListBlock;

/** A parsed document: its blocks in order. */
export interface MarkdownDocument {
  blocks: Block[];
}
