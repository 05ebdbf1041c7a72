// The primitives every screen is built from: buttons, fields, cards, badges, the data table and
// its pagination, accordion, tabs, dialogs, loading / empty / error states and the icon set.
// Styles live in styles/components.css; strings under `ui.*` in locales/<lang>.json.

export { Icon, MIRRORED_ICONS, loadIcons, type IconProps } from './icons';
export { ICON_NAMES, ICON_PATHS, type IconName } from './icon-paths';
export { Spinner, type SpinnerProps } from './spinner';
export {
  Button, IconButton, LinkButton, type ButtonProps, type ButtonSize, type ButtonVariant, type IconButtonProps, type LinkButtonProps,
} from './button';

export { FieldLabel, FieldMessages, useFieldWiring, type FieldBaseProps, type FieldWiring } from './field';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { Checkbox, CheckboxField, type CheckboxProps, type CheckboxFieldProps } from './checkbox';
export { SwitchField, type SwitchFieldProps } from './switch-field';
export {
  RadioGroup, SegmentedControl, type RadioGroupProps, type RadioOption, type SegmentedControlProps,
} from './radio-group';
export { FacetFilter, facetCounts, type FacetFilterProps } from './facet-filter';

export { Card, CardHeader, type CardHeaderProps, type CardProps } from './card';
export { Badge, type BadgeProps, type BadgeTone } from './badge';

export { Table, type TableProps, type TableRowProps } from './table';
export { TableHead, type TableCardRole, type TableColumn, type TableHeadProps } from './table-head';
export {
  ariaSortOf, assignSlots, nextSort, selectionOf, toggleAll, toggleOne, type SortDirection, type TableSort,
} from './table-state';
export { DOTS, paginationRange, type PaginationItem, type PaginationRangeOptions } from './pagination-range';
export { DEFAULT_PAGE_SIZES, Pagination, type PaginationProps } from './pagination';
export { ListSummary, shownRange, useCountText, type ListSummaryProps } from './list-summary';
export { PageSizeSelect, type PageSizeSelectProps } from './page-size-select';
export {
  CLICKABLE_ROW, ListScreen, openRowOnClick, type ListScreenEmpty, type ListScreenProps, type ListTableProps,
} from './list-screen';
export { ExportButton, saveFile, type ExportButtonProps } from './export-button';
export { SearchField, type SearchFieldProps } from './search-field';
export { BulkBar, type BulkBarProgress, type BulkBarProps } from './bulk-bar';
export { BulkReport, type BulkReportItem, type BulkReportProps } from './bulk-report';

export { Accordion, type AccordionItem, type AccordionProps } from './accordion';
export { TabLinks, Tabs, type TabItem, type TabLinksProps, type TabsProps } from './tabs';
export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ShortcutsDialog, ShortcutsHelp, type ShortcutsDialogProps, type ShortcutsHelpProps } from './shortcuts-dialog';
export { Gallery, stepIndex, type GalleryImage, type GalleryProps } from './gallery';

export { Skeleton, type SkeletonProps } from './skeleton';
export { FullScreenLoader, type FullScreenLoaderProps } from './full-screen-loader';
export {
  EmptyState, ErrorState, VisuallyHidden,
  type EmptyStateProps, type ErrorStateProps,
} from './states';
export { RecordView, type RecordQuery, type RecordViewProps } from './record-view';
export { AdminAvatar, PresenceBar, PresenceSentence, initialsOf } from './presence-bar';
export { EntryChanges, EntryRecord, EntryTime, changeWords, goneRecords, recordKey, type EntryRecordProps } from './activity-entry';
export { UnsavedChangesPrompt } from './unsaved-changes-prompt';
export { Alert, type AlertProps } from './alert';
export { ReadOnlyNotice } from './read-only-notice';
export { FormAlert, type FormAlertSource } from './form-alert';
export { EditorMergeNotice, MergeNotice, type EditorMergeNoticeProps, type MergeChoiceView, type MergeNoticeProps } from './conflict-banner';
export { BYTES_PER_MB, ImageDropField, type ImageDropFieldProps } from './image-drop-field';
export { usePrivateFile, type PrivateFile } from './use-private-file';
export { Markdown, type MarkdownProps } from './markdown';
export { MarkdownEditor, type MarkdownEditorProps } from './markdown-editor';
export { useErrorMessage, type ErrorMessage } from './use-error-message';
export { cx, joinIds, mergeRefs } from './utils';
export { focusFirstInvalid, focusableIn } from './focus';
export { useAutoFocus } from './use-auto-focus';
