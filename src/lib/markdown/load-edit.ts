/**
 * The editor's text edits (edit.ts: the toolbar's and Ctrl/Cmd+B, I, K's), for ui/markdown-input.tsx
 * to load when the text or the toolbar is first used: a page that shows the editor but is not
 * edited does not load them.
 */
export const loadMarkdownEdits = () => import('./edit');
