// The Markdown subset of docs/api.md (news content, legal documents): paragraphs, #/##/### headings,
// - and 1. lists, **strong**, *emphasis*, `code`, [text](url) with http, https or mailto URLs.
// The parser turns text into a small tree in linear time whatever the input (no backtracking, capped
// nesting); anything outside the subset stays text. It knows nothing of React: ui/markdown.tsx
// renders the tree to elements (never to an HTML string). Also the editor's toolbar edits.
export type {
  Block, CodeNode, EmphasisNode, HeadingBlock, HeadingLevel, Inline, LinkNode, ListBlock, MarkdownDocument,
  ParagraphBlock, StrongNode, TextNode,
} from './ast';
export { createBlockCache, parseMarkdown, type BlockCache } from './blocks';
export { MAX_INLINE_NESTING, parseInline } from './inline';
export { LINK_PROTOCOLS, safeHref } from './url';
export { applyEdit, formatEdit, type FormatAction, type FormatPlaceholders, type TextEdit } from './edit';
export { plainText } from './plain-text';
