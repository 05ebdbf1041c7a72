// Forms: one state per form (values, baseline, the record version they are based on), client checks
// per field with the server's rules, the server's VALIDATION_FAILED `errors` put on their fields,
// dirty tracking for the unsaved-changes prompt, a draft in sessionStorage (lib/drafts) that
// survives a failed save, a reload and an expired session until saved or discarded, a busy submit,
// and the three-way merge of a newer version (a guarded write's 409 with `current`, or another
// admin's save arriving live): what only they changed is taken, what only you changed is kept, and
// a field both changed is offered side by side. The core is a pure reducer; useForm is the thin
// hook over it, and useEditor the one pattern of every record editor.
export {
  checkAll, checkValue, email, httpUrl, maxLength, password, phone, required, serverProblem,
  type FieldProblem, type FormRules, type Rule,
} from './checks';
export {
  formReducer, initialFormState, isDirty, sameValues,
  type FormAction, type FormConflict, type FormMerge, type FormState, type FormValues, type FormVersion, type MergeChoice,
} from './state';
export { mergeField, mergeValues, sameValue, type FieldMerge, type MergeResult } from './merge';
export { formFailure, readConflict } from './failure';
export { DRAFT_WRITE_DELAY_MS, restoreFormState, storeDraftNow, useDraftSync } from './persist';
export { MERGE_CHOICE_ATTRIBUTE, useForm, type FormApi, type SubmitHandler, type TextBinding, type UseFormOptions } from './use-form';
export { useEditor, type EditedRecord, type EditorApi, type EditorMerge, type EditorSave, type UseEditorOptions } from './use-editor';
